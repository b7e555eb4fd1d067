/**
 * The FAQ's shape: four categories of the spec, each with its questions. The texts live in the
 * translations (`faq.items.<id>.q` / `.a`); an id is also the question's deep link (`/faq#<id>`).
 */
export const FAQ_CATEGORIES = [
  { id: 'orders-shipping', questions: ['track-order', 'delivery-time', 'delivery-areas', 'change-order', 'same-day'] },
  { id: 'collection', questions: ['models-authentic', 'models-assembly', 'models-custom', 'models-care'] },
  { id: 'returns', questions: ['return-window', 'return-how', 'refund-time', 'return-cost'] },
  { id: 'account-payment', questions: ['payment-methods', 'mpesa-how', 'account-needed', 'payment-safe', 'reset-password'] },
] as const;

export const FAQ_QUESTION_IDS: readonly string[] = FAQ_CATEGORIES.flatMap((category) => [...category.questions]);
