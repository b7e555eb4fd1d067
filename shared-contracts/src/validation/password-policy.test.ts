import { PASSWORD_MAX_BYTES, passwordTooLong, passwordWeakness, type PasswordRequirements } from './password-policy';

const EACH =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.';

describe('passwordWeakness', () => {
  it("answers Supabase Auth's reasons and message for the project's policy", () => {
    expect(passwordWeakness('abc')).toEqual({
      reasons: ['length', 'characters'],
      message: `Password should be at least 8 characters. ${EACH}`,
    });
    expect(passwordWeakness('Abcdef1!')).toBeNull();
  });

  it.each<[PasswordRequirements, string, boolean]>([
    ['', 'aaaaaa', true],
    ['letters_digits', 'abcdef1', true],
    ['letters_digits', 'ABCDEF1', true],
    ['letters_digits', 'abcdefg', false],
    ['lower_upper_letters_digits', 'abcdef1', false],
    ['lower_upper_letters_digits', 'Abcdef1', true],
    ['lower_upper_letters_digits_symbols', 'Abcdef1', false],
    ['lower_upper_letters_digits_symbols', 'Abcdef1:', true],
    ['lower_upper_letters_digits_symbols', 'Abcdef1\\', true],
  ])('under %j requirements, %j passes: %s', (requirements, password, passes) => {
    expect(passwordWeakness(password, { minLength: 6, requirements }) === null).toBe(passes);
  });

  it('lists the sets of a letters_digits policy in its message', () => {
    expect(passwordWeakness('abcdefghij', { minLength: 6, requirements: 'letters_digits' })?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  });

  it('counts the minimum length in characters, not UTF-16 units', () => {
    expect(passwordWeakness('Ab1!xy😀')?.reasons).toEqual(['length']);
    expect(passwordWeakness('Ab1!xyz😀')).toBeNull();
  });
});

describe('passwordTooLong', () => {
  it('refuses more than 72 UTF-8 bytes, as bcrypt reads no more', () => {
    expect(PASSWORD_MAX_BYTES).toBe(72);
    expect(passwordTooLong('a'.repeat(72))).toBe(false);
    expect(passwordTooLong('a'.repeat(73))).toBe(true);
    expect(passwordTooLong('é'.repeat(36))).toBe(false);
    expect(passwordTooLong('é'.repeat(36) + 'a')).toBe(true);
  });
});
