// Money and discount formatting shared by every screen that shows a price.

export type Currency = 'KES' | 'USD';

/** Shown instead of a price that is not a finite number, so a broken price never reads as free. */
export const UNKNOWN_AMOUNT = '—';

const PREFIX: Record<Currency, string> = { KES: 'KSh ', USD: '$' };

// Written out, not Intl.NumberFormat: the first number formatter a page builds loads the locale's
// number data, a visible pause on a slow phone inside the render that paints a listing's first
// cards, the largest paint of most catalogue pages (docs/performance-techniques.md). en-US
// grouping is all the shop shows. BigInt writes any whole amount out in full (String(1e21) would
// switch to an exponent).
const groupThousands = (whole: number) =>
  BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Formats an amount with thousands separators: KES as 'KSh 1,234' (no decimals for whole
 * shillings, 2 when there are cents: 'KSh 1,234.50'), USD always with 2 decimals ('$12.99').
 * Amounts are rounded to cents first; negatives read '-KSh 300' / '-$5.00'.
 */
export function formatMoney(amount: number, currency: Currency = 'KES'): string {
  if (!Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const cents = Math.round(Math.abs(amount) * 100);
  // Past 2^53 cents a number holds no cents (nor every whole unit): it is written as it stands.
  const [units, fraction] = Number.isSafeInteger(cents) ? [Math.floor(cents / 100), cents % 100] : [Math.round(Math.abs(amount)), 0];
  const whole = groupThousands(units);
  const digits = currency === 'USD' || fraction !== 0 ? `${whole}.${String(fraction).padStart(2, '0')}` : whole;
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  return `${sign}${PREFIX[currency]}${digits}`;
}

/**
 * Whole percent off the original price: round((original - price) / original * 100).
 * 0 for input that cannot be a discount: non-finite numbers, an original price of 0 or less,
 * a negative price, or a price above the original.
 */
export function discountPercent(price: number, originalPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(originalPrice)) return 0;
  if (originalPrice <= 0 || price < 0 || price > originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
