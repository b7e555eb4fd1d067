import { darajaPhone, kenyanPhoneSchema, normalizeKenyanPhone } from './phone';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112 345 678', '+254112345678'],
    ['+254 712-345-678', '+254712345678'],
    ['254112345678', '+254112345678'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeKenyanPhone(input)).toBe(expected);
  });

  it.each(['0812345678', '+254812345678', '071234567', '07123456789', '+255712345678', '', 'O712345678', '0712345678\u202e'])(
    'refuses %j',
    (input) => {
      expect(normalizeKenyanPhone(input)).toBeNull();
    },
  );

  it('drops the plus for Daraja', () => {
    expect(darajaPhone('+254712345678')).toBe('254712345678');
  });
});

describe('kenyanPhoneSchema', () => {
  it('gives the required and the invalid messages', () => {
    expect(kenyanPhoneSchema.safeParse('  ').error?.issues[0]?.message).toBe('Phone number is required');
    expect(kenyanPhoneSchema.safeParse('12345').error?.issues[0]?.message).toMatch(/valid Kenyan phone number/);
    expect(kenyanPhoneSchema.parse('0712 345 678')).toBe('+254712345678');
  });
});
