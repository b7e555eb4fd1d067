// Money and discount formatting shared by every screen that shows a price.

export type Currency = 'KES' | 'USD';

/** Shown instead of a price that is not a finite number, so a broken price never reads as free. */
export const UNKNOWN_AMOUNT = '—';

const PREFIX: Record<Currency, string> = { KES: 'KSh ', USD: '$' };

// Built once: toLocaleString builds a fresh formatter on every call, and a page of product
// cards formats dozens of prices while it renders.
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an amount with thousands separators: KES as 'KSh 1,234' (no decimals for whole
 * shillings, 2 when there are cents: 'KSh 1,234.50'), USD always with 2 decimals ('$12.99').
 * Amounts are rounded to cents first; negatives read '-KSh 300' / '-$5.00'.
 */
export function formatMoney(amount: number, currency: Currency = 'KES'): string {
  if (!Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const cents = Math.round(Math.abs(amount) * 100);
  const digits = (currency === 'USD' || cents % 100 !== 0 ? WITH_CENTS : WHOLE).format(cents / 100);
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
