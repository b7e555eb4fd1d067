/**
 * The simulated card processor. Test cards, decided by the last four digits:
 * 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 0119 asks for
 * a retry; any other last four approves.
 */
export type CardOutcome = 'approved' | 'declined' | 'retry';

export function cardOutcome(last4: string): CardOutcome {
  if (last4 === '0002') return 'declined';
  if (last4 === '0119') return 'retry';
  return 'approved';
}

export const CARD_MESSAGES: Record<CardOutcome, string> = {
  approved: 'Payment approved',
  declined: 'Your card was declined',
  retry: 'The card issuer asked to try again',
};

/** A full card number anywhere in a request body (13 to 19 digits, spaces or dashes allowed). */
export function containsCardNumber(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
    return /^\d{13,19}$/.test(text);
  });
}
