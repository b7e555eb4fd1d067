// The marketplace's money rules, held once: the cart's preview, the checkout, the shipping page
// and the backend's `shop_settings` row all use these figures (the backend's are the ones charged).

/** Delivery is free when the subtotal is ABOVE this amount (KES). */
export const FREE_DELIVERY_THRESHOLD_KES = 10_000;
/** The spec's checkout sample fee, for standard and express delivery (KES). */
export const DELIVERY_FEE_KES = 300;
/** Tax as a share of the subtotal (the spec's 8%). */
export const TAX_RATE = 0.08;

export const DELIVERY_OPTIONS = ['standard', 'express', 'pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/**
 * Delivery times, one reading everywhere (checkout, shipping page, chat): standard 1–3 business
 * days, express within 24 hours in Nairobi, orders placed before 14:00 EAT leave the same day.
 */
export const DELIVERY_TIMES = {
  standard: { minDays: 1, maxDays: 3 },
  express: { hours: 24 },
  /** International parcels, quoted at checkout; duties are the buyer's. */
  international: { minDays: 7, maxDays: 14 },
  /** The featured vendor's hand-finished models need this many extra days. */
  featuredVendorExtraDays: { min: 1, max: 2 },
  sameDayCutoff: '14:00',
} as const;

export const PAYMENT_METHODS = ['mpesa', 'card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whole quantities per cart line, as the backend's `place_order` accepts them. */
export const LINE_QUANTITY_MIN = 1;
export const LINE_QUANTITY_MAX = 99;
export const ORDER_LINES_MAX = 50;

export interface OrderSummary {
  subtotal: number;
  delivery: number;
  tax: number;
  total: number;
}

/**
 * Rounds to cents, half away from zero, as PostgreSQL's numeric round does. The cent value is
 * taken at 12 significant digits first, so 1.005 (stored as 1.00499…) becomes 1.01, not 1.00.
 */
export function roundMoney(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (Math.sign(amount) * cents) / 100 || 0;
}

export function deliveryFee(subtotal: number, option: DeliveryOption = 'standard'): number {
  if (option === 'pickup' || subtotal > FREE_DELIVERY_THRESHOLD_KES) return 0;
  return DELIVERY_FEE_KES;
}

/** Subtotal, delivery, tax (8% of subtotal) and total, each to 2 decimals. */
export function orderSummary(lines: ReadonlyArray<{ price: number; quantity: number }>, option: DeliveryOption = 'standard'): OrderSummary {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const delivery = deliveryFee(subtotal, option);
  const tax = roundMoney(subtotal * TAX_RATE);
  return { subtotal, delivery, tax, total: roundMoney(subtotal + delivery + tax) };
}

/** What is still missing for free delivery (0 once the subtotal is above the threshold). */
export function amountToFreeDelivery(subtotal: number): number {
  return subtotal > FREE_DELIVERY_THRESHOLD_KES ? 0 : roundMoney(FREE_DELIVERY_THRESHOLD_KES - subtotal + 0.01);
}
