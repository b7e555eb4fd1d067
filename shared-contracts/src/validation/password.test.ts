import { loginPasswordSchema, PASSWORD_RULES, passwordProblems, passwordSchema } from './password';
import { PASSWORD_CASES } from './password-cases';
import { PASSWORD_POLICY, passwordWeakness } from './password-policy';

const TOO_SHORT = 'Password must be at least 8 characters long';
const UPPER = 'Password must contain at least one uppercase letter';
const LOWER = 'Password must contain at least one lowercase letter';
const NUMBER = 'Password must contain at least one number';
const SPECIAL = 'Password must contain at least one special character';

describe('passwordSchema', () => {
  it.each(['Abcdef1!', 'Str0ng#Passw0rd', 'Ñandú-2024X', 'Pa$$w0rd with spaces'])('accepts %j', (value) => {
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

  it.each([
    ['Ñandú-2024', [UPPER]],
    ['äBCDEF1!', [LOWER]],
    ['Abcdefg!٣', [NUMBER]],
    ['Abcdefg1€', [SPECIAL]],
    ['Abcdefg1\u200B', [SPECIAL]],
  ])("counts only Supabase Auth's characters for a class: %j", (value, problems) => {
    expect(passwordProblems(value)).toEqual(problems);
  });
});

describe('loginPasswordSchema', () => {
  it('only requires a value and keeps it as typed', () => {
    expect(loginPasswordSchema.parse('x')).toBe('x');
    expect(loginPasswordSchema.parse(' weak ')).toBe(' weak ');
  });

  it.each(['', '   ', undefined, null])('rejects %j with the required message', (value) => {
    expect(loginPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(['Password is required']);
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

describe('one rule for the form and the backend', () => {
  it.each(PASSWORD_CASES.map((c) => [c.password, c.reasons, c.why] as const))(
    'the form accepts %j exactly when the backend rule does (%j: %s)',
    (password, reasons) => {
      expect(passwordWeakness(password, PASSWORD_POLICY)?.reasons ?? []).toEqual(reasons);
      expect(passwordProblems(password).length === 0).toBe(reasons.length === 0);
    },
  );
});

describe('the upper bound the backend enforces', () => {
  it('refuses a password over 72 bytes, counting bytes as bcrypt does', () => {
    expect(passwordProblems(`Aa1!${'x'.repeat(68)}`)).toEqual([]);
    expect(passwordProblems(`Aa1!${'x'.repeat(69)}`)).toEqual(['Password must be no longer than 72 characters']);
    // 'é' is two bytes in UTF-8: 4 + 2 × 35 = 74 bytes.
    expect(passwordProblems(`Aa1!${'é'.repeat(35)}`)).toEqual(['Password must be no longer than 72 characters']);
  });
});
