import { charLength, stripInvisible, truncateChars } from './text';
import { utf8Length } from './text';

describe('charLength', () => {
  it('counts code points', () => {
    expect(charLength('')).toBe(0);
    expect(charLength('abc')).toBe(3);
    expect(charLength('😀a')).toBe(2);
  });
});

describe('truncateChars', () => {
  it('keeps short text as is', () => {
    expect(truncateChars('abc', 3)).toBe('abc');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateChars('ab😀cd', 3)).toBe('ab😀');
    expect(truncateChars('😀'.repeat(5), 2)).toBe('😀😀');
  });
});

describe('stripInvisible', () => {
  it('removes control, zero-width and bidi control characters', () => {
    expect(stripInvisible('a\u0000b\tc\nd\u007Fe\u0085f')).toBe('abcdef');
    expect(stripInvisible('\u200Bx\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFFy')).toBe('xy');
  });

  it('keeps joiners, which emoji and some scripts need, and ordinary spaces', () => {
    const family = '👩\u200D👩\u200D👧';
    expect(stripInvisible(`a ${family} b\u200Cc`)).toBe(`a ${family} b\u200Cc`);
  });
});

describe('utf8Length', () => {
  it('counts UTF-8 bytes per code point', () => {
    expect(utf8Length('')).toBe(0);
    expect(utf8Length('a')).toBe(1);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});
