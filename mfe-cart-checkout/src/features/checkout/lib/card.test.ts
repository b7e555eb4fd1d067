import { cardBrand, cardSummary, expiryInFuture, passesLuhn, validateCard } from './card';

const NOW = new Date(2026, 10, 22); // 22 November 2026

describe('card checks', () => {
  it.each(['4242 4242 4242 4242', '4000 0000 0000 0002', '4000-0000-0000-0119', '5555555555554444', '378282246310005'])(
    'Luhn accepts the test card %s',
    (number) => expect(passesLuhn(number.replace(/[\s-]/g, ''))).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678', '4242', 'abcd efgh ijkl mnop', ''])('Luhn refuses %p', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('Amex');
    expect(cardBrand('6011111111111117')).toBe('Card');
  });

  it('an expiry is good through the end of its month, and MM/YY must be a real month', () => {
    expect(expiryInFuture('11/26', NOW)).toBe(true);
    expect(expiryInFuture('10/26', NOW)).toBe(false);
    expect(expiryInFuture('01/27', NOW)).toBe(true);
    expect(expiryInFuture('12/2030', NOW)).toBe(true);
    expect(expiryInFuture('13/27', NOW)).toBe(false);
    expect(expiryInFuture('00/27', NOW)).toBe(false);
    expect(expiryInFuture('1127', NOW)).toBe(false);
  });

  it('reports each invalid field; CVC is 3 digits, 4 for Amex', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({});
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' }, NOW)).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    expect(validateCard({ number: '378282246310005', expiry: '12/30', cvc: '123' }, NOW)).toEqual({ cvc: 'cvcInvalid' });
    expect(validateCard({ number: '378282246310005', expiry: '12/30', cvc: '1234' }, NOW)).toEqual({});
  });

  it('all that leaves the form is the brand and the last four digits', () => {
    expect(cardSummary({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' })).toEqual({ brand: 'Visa', last4: '0002' });
  });
});
