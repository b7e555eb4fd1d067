// Money and discount formatting shared by every screen that shows a price.

export type Currency = 'KES' | 'USD';

/** Shown instead of a price that is not a finite number, so a broken price never reads as free. */
export const UNKNOWN_AMOUNT = '—';

const PREFIX: Record<Currency, string> = { KES: 'KSh ', USD: '$' };

// Built on first use, then kept: toLocaleString builds a fresh formatter on every call, and a page
// of product cards formats dozens of prices while it renders. Not at load: the first number
// formatter loads the locale's number data (about 100 ms at a mid-range phone's speed, traced), which
// would hold up every page's first render, most of which show no price on their first screen.
let formatters: { whole: Intl.NumberFormat; withCents: Intl.NumberFormat } | undefined;
function numberFormatters() {
  formatters ??= {
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    withCents: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return formatters;
}

/**
 * Formats an amount with thousands separators: KES as 'KSh 1,234' (no decimals for whole
 * shillings, 2 when there are cents: 'KSh 1,234.50'), USD always with 2 decimals ('$12.99').
 * Amounts are rounded to cents first; negatives read '-KSh 300' / '-$5.00'.
 */
export function formatMoney(amount: number, currency: Currency = 'KES'): string {
  if (!Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const cents = Math.round(Math.abs(amount) * 100);
  const { whole, withCents } = numberFormatters();
  const digits = (currency === 'USD' || cents % 100 !== 0 ? withCents : whole).format(cents / 100);
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
