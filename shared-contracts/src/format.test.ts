import { discountPercent, formatMoney, UNKNOWN_AMOUNT } from './format';

describe('formatMoney', () => {
  it.each([
    [300, 'KSh 300'],
    [0, 'KSh 0'],
    [1234, 'KSh 1,234'],
    [1234567, 'KSh 1,234,567'],
    [1234.5, 'KSh 1,234.50'],
    [99.99, 'KSh 99.99'],
    [1234.999, 'KSh 1,235'],
    [0.004, 'KSh 0'],
    [-300, '-KSh 300'],
    [-0, 'KSh 0'],
    [-0.001, 'KSh 0'],
  ])('KES %p → %j', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
    expect(formatMoney(amount, 'KES')).toBe(text);
  });

  it.each([
    [12.99, '$12.99'],
    [12, '$12.00'],
    [0, '$0.00'],
    [9.999, '$10.00'],
    [1234.5, '$1,234.50'],
    [100, '$100.00'],
    [-5, '-$5.00'],
  ])('USD %p → %j', (amount, text) => {
    expect(formatMoney(amount, 'USD')).toBe(text);
  });

  it.each([Number.NaN, Infinity, -Infinity])('shows %p as an unknown amount, never as free', (amount) => {
    expect(formatMoney(amount)).toBe(UNKNOWN_AMOUNT);
    expect(formatMoney(amount, 'USD')).toBe(UNKNOWN_AMOUNT);
  });

  it('formats very large amounts with separators', () => {
    expect(formatMoney(1e12)).toBe('KSh 1,000,000,000,000');
  });

  it('writes amounts too large for plain digits in full, with separators', () => {
    expect(formatMoney(1e21)).toBe('KSh 1,000,000,000,000,000,000,000');
    expect(formatMoney(-(2 ** 70), 'USD')).toBe('-$1,180,591,620,717,411,303,424.00');
  });

  it('writes what an en-US number formatter writes, for amounts across every magnitude', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let exponent = -3; exponent <= 13; exponent++) {
      for (const mantissa of [1, 1.5, 2.37, 4.999, 7.125, 9.99]) {
        const amount = mantissa * 10 ** exponent;
        const cents = Math.round(amount * 100);
        const kes = cents % 100 === 0 ? whole.format(cents / 100) : withCents.format(cents / 100);
        expect([amount, formatMoney(amount)]).toEqual([amount, `KSh ${kes}`]);
        expect([amount, formatMoney(amount, 'USD')]).toEqual([amount, `$${withCents.format(cents / 100)}`]);
      }
    }
  });

  it('builds no number formatter: the first one loads locale data inside the render of a page of prices', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const amount of [1, 2.5, 1234567.89]) formatMoney(amount);
      formatMoney(5, 'USD');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('discountPercent', () => {
  it.each([
    [60, 100, 40],
    [2999, 3999, 25],
    [99.99, 149.99, 33],
    [1, 3, 67],
    [100, 100, 0],
    [0, 100, 100],
  ])('price %p of %p → %p%', (price, original, percent) => {
    expect(discountPercent(price, original)).toBe(percent);
  });

  it.each([
    [120, 100],
    [-10, 100],
    [10, 0],
    [10, -100],
    [Number.NaN, 100],
    [50, Number.NaN],
    [Infinity, 100],
    [50, Infinity],
  ])('is 0 for bad input (%p, %p)', (price, original) => {
    expect(discountPercent(price, original)).toBe(0);
  });
});
