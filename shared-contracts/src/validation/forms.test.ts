import {
  contactFormSchema,
  loginFormSchema,
  newsletterFormSchema,
  profileFormSchema,
  registrationFormSchema,
} from './forms';

type Parse = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

function issues(result: Parse): [string, string][] {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('loginFormSchema', () => {
  it('normalizes the email and keeps the password as typed', () => {
    expect(loginFormSchema.parse({ email: ' User@Example.com ', password: ' secret ' })).toEqual({
      email: 'user@example.com',
      password: ' secret ',
    });
  });

  it('does not apply strength rules at login', () => {
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('reports missing fields on their paths', () => {
    expect(issues(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
    expect(issues(loginFormSchema.safeParse({}))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
  });

  it('reports a bad email format', () => {
    expect(issues(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });
});

describe('registrationFormSchema', () => {
  const valid = {
    fullName: '  Amina Yusuf ',
    email: ' Amina@Example.com',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
  };

  it('accepts a valid form and normalizes name and email', () => {
    expect(registrationFormSchema.parse(valid)).toEqual({
      fullName: 'Amina Yusuf',
      email: 'amina@example.com',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
  });

  it("puts 'Passwords do not match' on confirmPassword", () => {
    expect(issues(registrationFormSchema.safeParse({ ...valid, confirmPassword: 'Abcdef1?' }))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('compares passwords exactly (no trimming, case-sensitive)', () => {
    expect(issues(registrationFormSchema.safeParse({ ...valid, confirmPassword: 'Abcdef1! ' }))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(issues(registrationFormSchema.safeParse({ ...valid, confirmPassword: 'abcdef1!' }))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('shows the mismatch together with the other fields’ problems', () => {
    expect(
      issues(registrationFormSchema.safeParse({ fullName: '', email: 'x', password: 'abc', confirmPassword: 'abd' })),
    ).toEqual([
      ['fullName', 'Name is required'],
      ['email', 'Please enter a valid email address'],
      ['password', 'Password must be at least 8 characters long'],
      ['password', 'Password must contain at least one uppercase letter'],
      ['password', 'Password must contain at least one number'],
      ['password', 'Password must contain at least one special character'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('treats a missing confirmation as a mismatch', () => {
    const { confirmPassword: _omitted, ...withoutConfirmation } = valid;
    expect(issues(registrationFormSchema.safeParse(withoutConfirmation))).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });

  it('rejects a non-object', () => {
    expect(registrationFormSchema.safeParse(null).success).toBe(false);
    expect(registrationFormSchema.safeParse('form').success).toBe(false);
  });
});

describe('profileFormSchema', () => {
  it('trims the full name and trims and lowercases the email', () => {
    expect(profileFormSchema.parse({ fullName: ' Wanjiku Njeri ', email: ' W.Njeri@Example.COM ' })).toEqual({
      fullName: 'Wanjiku Njeri',
      email: 'w.njeri@example.com',
    });
  });

  it('uses the name and email rules', () => {
    expect(issues(profileFormSchema.safeParse({ fullName: 'R2-D2', email: '' }))).toEqual([
      ['fullName', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
      ['email', 'Email is required'],
    ]);
  });
});

describe('newsletterFormSchema', () => {
  it('requires the email with the newsletter message', () => {
    expect(issues(newsletterFormSchema.safeParse({ email: ' ' }))).toEqual([['email', 'Please enter your email address']]);
  });

  it('accepts and normalizes an email', () => {
    expect(newsletterFormSchema.parse({ email: 'Me@Example.com' })).toEqual({ email: 'me@example.com' });
  });
});

describe('contactFormSchema', () => {
  const valid = { name: 'Amina', email: 'amina@example.com', subject: 'Order', message: 'Where is my order?' };

  it('accepts a complete form and trims the text fields', () => {
    expect(contactFormSchema.parse({ ...valid, name: ' Amina ', subject: ' Order ', email: ' AMINA@example.com' })).toEqual(
      valid,
    );
  });

  it('requires every field', () => {
    expect(issues(contactFormSchema.safeParse({ name: ' ', email: '', subject: '', message: '\n' }))).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
    ]);
    expect(issues(contactFormSchema.safeParse({}))).toHaveLength(4);
  });

  it('checks the email format', () => {
    expect(issues(contactFormSchema.safeParse({ ...valid, email: 'amina' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });

  it('keeps a free-text message with markup as data (rendering escapes it)', () => {
    expect(contactFormSchema.parse({ ...valid, message: '<b>hi</b>' }).message).toBe('<b>hi</b>');
  });
});
