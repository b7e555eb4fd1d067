import { emailSchema, newsletterEmailSchema } from './email';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('emailSchema', () => {
  it('trims and lowercases before checking', () => {
    expect(emailSchema.parse('  Ana.Wanjiru@Example.CO.KE \n')).toBe('ana.wanjiru@example.co.ke');
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'brien@example.ie", 'x_y-z@domain.africa'])('accepts %j', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', '   ', '\t\n'])('requires a value: %j', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Email is required']);
  });

  it.each([undefined, null])('treats %j as missing', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Email is required']);
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'a@b',
    '@example.com',
    'a@@example.com',
    'a b@example.com',
    'a@exa mple.com',
    '<script>@x.com',
    'javascript:alert(1)@x.com',
    'a@example.com\u200B',
    '\u202Ea@example.com',
    `${'a'.repeat(10_000)}@`,
  ])('rejects %j with the format message', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Please enter a valid email address']);
  });

  it('refuses a domain label that starts or ends with a hyphen, as Supabase Auth does (auth/email validation)', () => {
    for (const value of ['x@bad-.com', 'x@-bad.com', 'x@shop.-ke.co']) {
      expect(messages(emailSchema.safeParse(value))).toEqual(['Please enter a valid email address']);
    }
    expect(emailSchema.parse('vendor@nairobi-tech-hub.co.ke')).toBe('vendor@nairobi-tech-hub.co.ke');
  });

  it('refuses a domain label over 63 characters and an address over 255 bytes, as Supabase Auth does (internal/api/mail.go)', () => {
    const label63 = 'a'.repeat(63);
    expect(emailSchema.parse(`x@${label63}.com`)).toBe(`x@${label63}.com`);
    expect(messages(emailSchema.safeParse(`x@${label63}a.com`))).toEqual(['Please enter a valid email address']);
    // 255 bytes is the longest Auth takes.
    const longest = `${'a'.repeat(64)}@${[label63, label63, 'b'.repeat(62)].join('.')}`;
    expect(longest).toHaveLength(255);
    expect(emailSchema.parse(longest)).toBe(longest);
    expect(messages(emailSchema.safeParse(`a${longest}`))).toEqual(['Please enter a valid email address']);
  });

  it('rejects non-strings with the format message', () => {
    expect(messages(emailSchema.safeParse(42))).toEqual(['Please enter a valid email address']);
    expect(messages(emailSchema.safeParse({}))).toEqual(['Please enter a valid email address']);
  });
});

describe('newsletterEmailSchema', () => {
  it('has its own required message', () => {
    expect(messages(newsletterEmailSchema.safeParse(''))).toEqual(['Please enter your email address']);
    expect(messages(newsletterEmailSchema.safeParse(undefined))).toEqual(['Please enter your email address']);
  });

  it('trims, lowercases and checks the format like the email input type', () => {
    expect(newsletterEmailSchema.parse(' News@Example.com ')).toBe('news@example.com');
    expect(messages(newsletterEmailSchema.safeParse('news'))).toEqual(['Please enter a valid email address']);
  });
});
