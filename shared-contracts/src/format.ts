// Money and discount formatting shared by every screen that shows a price.

export type Currency = 'KES' | 'USD';

/** Shown instead of a price that is not a finite number, so a broken price never reads as free. */
export const UNKNOWN_AMOUNT = '—';

const PREFIX: Record<Currency, string> = { KES: 'KSh ', USD: '$' };

/**
 * Formats an amount with thousands separators: KES as 'KSh 1,234' (no decimals for whole
 * shillings, 2 when there are cents: 'KSh 1,234.50'), USD always with 2 decimals ('$12.99').
 * Amounts are rounded to cents first; negatives read '-KSh 300' / '-$5.00'.
 */
export function formatMoney(amount: number, currency: Currency = 'KES'): string {
  if (!Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const cents = Math.round(Math.abs(amount) * 100);
  const decimals = currency === 'USD' || cents % 100 !== 0 ? 2 : 0;
  const digits = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
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
