import { loginPasswordSchema, PASSWORD_RULES, passwordProblems, passwordSchema } from './password';

const TOO_SHORT = 'Password must be at least 8 characters long';
const UPPER = 'Password must contain at least one uppercase letter';
const LOWER = 'Password must contain at least one lowercase letter';
const NUMBER = 'Password must contain at least one number';
const SPECIAL = 'Password must contain at least one special character';

describe('passwordSchema', () => {
  it.each(['Abcdef1!', 'Str0ng#Passw0rd', 'Ñandú-2024', 'Pa$$w0rd with spaces', 'Äbc12345?'])('accepts %j', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it('returns the password unchanged (never trimmed)', () => {
    expect(passwordSchema.parse('  Abcdef1! ')).toBe('  Abcdef1! ');
  });

  it('accepts exactly 8 characters and rejects 7', () => {
    expect(passwordProblems('Abcde1!x')).toEqual([]);
    expect(passwordProblems('Abcd1!x')).toEqual([TOO_SHORT]);
  });

  it('counts characters, not UTF-16 units', () => {
    // 7 characters, 8 code units: still too short.
    expect(passwordProblems('Ab1!xy😀')).toEqual([TOO_SHORT]);
  });

  it.each([
    ['abcdef1!', [UPPER]],
    ['ABCDEF1!', [LOWER]],
    ['Abcdefg!', [NUMBER]],
    ['Abcdefg1', [SPECIAL]],
    ['Abcdef 1', [SPECIAL]],
    ['abc', [TOO_SHORT, UPPER, NUMBER, SPECIAL]],
  ])('reports each unmet rule for %j', (value, problems) => {
    expect(passwordProblems(value)).toEqual(problems);
  });

  it('reports every rule for an all-space password of 8', () => {
    expect(passwordProblems('        ')).toEqual([UPPER, LOWER, NUMBER, SPECIAL]);
  });

  it('requires a value', () => {
    expect(passwordProblems('')).toEqual(['Password is required']);
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Password is required');
    expect(passwordSchema.safeParse(12345678).error?.issues[0]?.message).toBe('Password is required');
  });

  it('counts any non-letter, non-number, non-space character as special, even invisible ones', () => {
    expect(passwordProblems('Abcdefg1\u200B')).toEqual([]);
  });
});

describe('loginPasswordSchema', () => {
  it('only requires a value and keeps it as typed', () => {
    expect(loginPasswordSchema.parse('x')).toBe('x');
    expect(loginPasswordSchema.parse(' weak ')).toBe(' weak ');
  });

  it.each(['', '   ', undefined, null])('rejects %j with the required message', (value) => {
    expect(loginPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
      'Password is required',
    ]);
  });
});

describe('PASSWORD_RULES', () => {
  it('lists the requirements in order with the spec messages', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([TOO_SHORT, UPPER, LOWER, NUMBER, SPECIAL]);
  });

  it('lets the requirements box tick each rule separately', () => {
    expect(PASSWORD_RULES.map((rule) => rule.test('abc1'))).toEqual([false, false, true, true, false]);
  });
});
