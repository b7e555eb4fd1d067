import { nameSchema } from './name';

const REQUIRED = 'Name is required';
const TOO_LONG = 'Name must be less than 100 characters';
const CHARACTERS = 'Name can only contain letters, spaces, hyphens, and apostrophes';

function messages(value: unknown): string[] {
  return nameSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('nameSchema', () => {
  it.each([
    'Amina Yusuf',
    'Cabdiraxmaan Xasan',
    "Ka'ab Maxamed",
    'Wanjiku Njeri-Kamau',
    'Zoë Ångström',
    'José María',
    'Nuñez',
    'O’Connor',
    'محمد علي',
    'Ηλέκτρα',
    'Jose\u0301', // decomposed accent: letter + combining mark
    'A',
  ])('accepts %j', (value) => {
    expect(messages(value)).toEqual([]);
  });

  it('trims the name', () => {
    expect(nameSchema.parse('  Amina Yusuf \t')).toBe('Amina Yusuf');
  });

  it.each(['', '   ', '\n'])('requires a name: %j', (value) => {
    expect(messages(value)).toEqual([REQUIRED]);
  });

  it.each([undefined, null, 5])('requires a string: %j', (value) => {
    expect(messages(value)).toEqual([REQUIRED]);
  });

  it('allows 100 characters and rejects 101 (counted after trimming)', () => {
    expect(messages('a'.repeat(100))).toEqual([]);
    expect(messages(`  ${'a'.repeat(100)}  `)).toEqual([]);
    expect(messages('a'.repeat(101))).toEqual([TOO_LONG]);
  });

  it('counts astral letters once', () => {
    const gothic = '𐌰'; // one letter, two UTF-16 units
    expect(messages(gothic.repeat(100))).toEqual([]);
  });

  it('reports both length and characters when both fail', () => {
    expect(messages(`${'a'.repeat(101)}1`)).toEqual([TOO_LONG, CHARACTERS]);
  });

  it.each([
    'Agent 007',
    'Amina_Yusuf',
    'amina@example.com',
    '<script>alert(1)</script>',
    'Robert"); DROP TABLE users;--',
    'javascript:alert(1)',
    'Amina\u200BYusuf',
    '\u202EfusuY animA',
    'Amina\tYusuf',
    'Amina.Yusuf',
    '😀',
  ])('rejects %j', (value) => {
    expect(messages(value)).toEqual([CHARACTERS]);
  });

  it('handles a very long hostile string quickly with the length message first', () => {
    const started = Date.now();
    expect(messages('<img onerror=alert(1)>'.repeat(50_000))).toEqual([TOO_LONG, CHARACTERS]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
