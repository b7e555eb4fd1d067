import {
  contactFormSchema,
  deliveryAddressSchema,
  vendorApplicationSchema,
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
    expect(issues(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([['email', 'Please enter a valid email address']]);
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
    expect(issues(registrationFormSchema.safeParse({ fullName: '', email: 'x', password: 'abc', confirmPassword: 'abd' }))).toEqual([
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
    expect(issues(registrationFormSchema.safeParse(withoutConfirmation))).toEqual([['confirmPassword', 'Passwords do not match']]);
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
    expect(contactFormSchema.parse({ ...valid, name: ' Amina ', subject: ' Order ', email: ' AMINA@example.com' })).toEqual(valid);
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
    expect(issues(contactFormSchema.safeParse({ ...valid, email: 'amina' }))).toEqual([['email', 'Please enter a valid email address']]);
  });

  it('keeps a free-text message with markup as data (rendering escapes it)', () => {
    expect(contactFormSchema.parse({ ...valid, message: '<b>hi there</b>' }).message).toBe('<b>hi there</b>');
  });

  it('wants a message of 10 to 2000 characters and a subject under 200', () => {
    expect(issues(contactFormSchema.safeParse({ ...valid, message: 'too short' }))).toEqual([
      ['message', 'Message must be between 10 and 2000 characters'],
    ]);
    expect(contactFormSchema.safeParse({ ...valid, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(issues(contactFormSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }))).toHaveLength(1);
    expect(issues(contactFormSchema.safeParse({ ...valid, subject: 's'.repeat(201) }))).toEqual([
      ['subject', 'Subject must be less than 200 characters'],
    ]);
  });

  it('applies the spec name rule to the sender', () => {
    expect(issues(contactFormSchema.safeParse({ ...valid, name: 'Amina2' }))).toEqual([
      ['name', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ]);
  });
});

describe('deliveryAddressSchema', () => {
  const valid = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd, Apt 4B' };

  it('normalises the phone and defaults the notes', () => {
    expect(deliveryAddressSchema.parse(valid)).toEqual({ ...valid, phone: '+254712345678', notes: '' });
  });

  it('reports each field next to its name', () => {
    expect(issues(deliveryAddressSchema.safeParse({ name: '', phone: '999', area: ' ', street: '<b>', notes: 'n'.repeat(301) }))).toEqual([
      ['name', 'Name is required'],
      ['phone', 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678'],
      ['area', 'Area or estate is required'],
      ['street', 'Please use letters, numbers and simple punctuation only'],
      ['notes', 'Notes must be less than 300 characters'],
    ]);
  });

  it('refuses an area over 100 characters', () => {
    expect(issues(deliveryAddressSchema.safeParse({ ...valid, area: 'a'.repeat(101) }))).toEqual([
      ['area', 'Please keep this under 100 characters'],
    ]);
  });
});

describe('vendorApplicationSchema', () => {
  const valid = {
    businessName: "Mama Njeri's Crafts",
    contactName: 'Njeri Wambui',
    email: ' NJERI@Example.com ',
    phone: '+254 112 345 678',
    category: 'jewelry',
    description: 'Handmade beaded jewellery from Kariokor market.',
    agreeToTerms: true,
  };

  it('accepts a complete application, normalising email and phone', () => {
    expect(vendorApplicationSchema.parse(valid)).toEqual({ ...valid, email: 'njeri@example.com', phone: '+254112345678' });
  });

  it('gives every field its message', () => {
    expect(
      issues(
        vendorApplicationSchema.safeParse({
          businessName: ' ',
          contactName: '',
          email: '',
          phone: '',
          category: 'cars',
          description: 'short',
          agreeToTerms: false,
        }),
      ),
    ).toEqual([
      ['businessName', 'Business name is required'],
      ['contactName', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone number is required'],
      ['category', 'Please choose a category'],
      ['description', 'Please describe your business in at least 20 characters'],
      ['agreeToTerms', 'Please agree to the terms to apply'],
    ]);
  });
});
