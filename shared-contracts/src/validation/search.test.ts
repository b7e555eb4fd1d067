import { SEARCH_INPUT_MAX } from './constants';
import { sanitizeSearchInput, validateSearchQuery } from './search';

describe('sanitizeSearchInput', () => {
  it('keeps ordinary text, including spaces while typing', () => {
    expect(sanitizeSearchInput('red dress ')).toBe('red dress ');
    expect(sanitizeSearchInput('  ')).toBe('  ');
    expect(sanitizeSearchInput('Kiatu cha ngozi — 2 pcs & more')).toBe('Kiatu cha ngozi — 2 pcs & more');
    expect(sanitizeSearchInput('Dharka cas')).toBe('Dharka cas');
  });

  it.each([
    ['<b>bold</b>', 'bbold/b'],
    ['"quoted"', 'quoted'],
    ["it's", 'its'],
    ['`cmd`', 'cmd'],
  ])('strips angle brackets, quotes and backticks: %j', (input, output) => {
    expect(sanitizeSearchInput(input)).toBe(output);
  });

  it.each([
    ['javascript:alert(1)', 'alert(1)'],
    ['JaVaScRiPt:alert(1)', 'alert(1)'],
    ['javascript :alert(1)', 'alert(1)'],
    ['vbscript:msgbox', 'msgbox'],
    ['data:text/html,hi', 'text/html,hi'],
    ['java\tscript:x', 'x'],
    ['java\u200Bscript:x', 'x'],
    ['javajavascript:script:x', 'x'],
    ['java<script:x', 'x'],
  ])('strips script-like schemes: %j', (input, output) => {
    expect(sanitizeSearchInput(input)).toBe(output);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', 'img src=x alert(1)'],
    ['x ONLOAD = y', 'x  y'],
    ['a onmouseover="b"', 'a b'],
    ['ononerror=error=x', 'error=x'],
  ])('strips inline event handlers: %j', (input, output) => {
    expect(sanitizeSearchInput(input)).toBe(output);
  });

  it('removes a full script tag down to harmless text', () => {
    expect(sanitizeSearchInput('<script>alert("x")</script>')).toBe('scriptalert(x)/script');
  });

  it('leaves words that merely start with "on" alone', () => {
    expect(sanitizeSearchInput('onion rings')).toBe('onion rings');
  });

  it('removes zero-width and RTL control characters', () => {
    expect(sanitizeSearchInput('sho\u200Bes\u202E')).toBe('shoes');
  });

  it(`keeps at most ${SEARCH_INPUT_MAX} characters`, () => {
    expect(sanitizeSearchInput('a'.repeat(150))).toHaveLength(100);
    expect(sanitizeSearchInput('a'.repeat(100))).toHaveLength(100);
    expect(Array.from(sanitizeSearchInput('😀'.repeat(150)))).toHaveLength(100);
  });

  it('counts the limit after stripping, so removed characters do not use it up', () => {
    expect(sanitizeSearchInput(`${'<'.repeat(50)}${'a'.repeat(100)}`)).toBe('a'.repeat(100));
  });

  it('is fast on very long hostile input', () => {
    const started = Date.now();
    const output = sanitizeSearchInput('javascript:<script>onerror='.repeat(100_000));
    expect(output.length).toBeLessThanOrEqual(100);
    expect(output).not.toMatch(/javascript:|onerror=|[<>]/i);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is fast on deeply nested schemes', () => {
    const started = Date.now();
    const output = sanitizeSearchInput(`${'java'.repeat(50_000)}${'script:'.repeat(50_000)}x`);
    expect(output).not.toMatch(/javascript:/i);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is idempotent', () => {
    const once = sanitizeSearchInput('<a href="javascript:x" onclick=y>shoes</a>');
    expect(sanitizeSearchInput(once)).toBe(once);
  });
});

describe('validateSearchQuery', () => {
  it('accepts a query and returns it trimmed', () => {
    expect(validateSearchQuery('  red dress ')).toEqual({ ok: true, query: 'red dress' });
    expect(validateSearchQuery('tv')).toEqual({ ok: true, query: 'tv' });
    expect(validateSearchQuery('Ñandú')).toEqual({ ok: true, query: 'Ñandú' });
  });

  it.each(['', ' ', 'a', ' a ', '😀'])('rejects %j as too short (after trim)', (q) => {
    expect(validateSearchQuery(q)).toEqual({
      ok: false,
      message: 'Search query must be at least 2 characters',
      suspicious: false,
    });
  });

  it('allows 200 characters and rejects 201', () => {
    expect(validateSearchQuery('a'.repeat(200)).ok).toBe(true);
    expect(validateSearchQuery(`  ${'a'.repeat(200)}  `).ok).toBe(true);
    expect(validateSearchQuery('a'.repeat(201))).toEqual({ ok: false, message: 'Search query too long', suspicious: false });
    expect(validateSearchQuery('a'.repeat(1_000_000))).toEqual({
      ok: false,
      message: 'Search query too long',
      suspicious: false,
    });
  });

  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT >',
    '</script>',
    'javascript:alert(1)',
    'JAVASCRIPT :alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'x" onerror="alert(1)',
    '<img src=x onerror=alert(1)>',
    'shoes onmouseover=steal()',
    '<iframe src=//evil>',
    '<svg/onload=alert(1)>',
    'eval(atob("x"))',
    'expression(alert(1))',
    'document.cookie',
    'java\u200Bscript:alert(1)',
    'java\tscript:alert(1)',
    '\u202Ejavascript:alert(1)',
  ])('flags %j as suspicious', (q) => {
    expect(validateSearchQuery(q)).toEqual({ ok: false, message: 'Invalid search query detected', suspicious: true });
  });

  it('flags a long attack as suspicious rather than too long', () => {
    expect(validateSearchQuery(`${'a'.repeat(500)}<script>`)).toMatchObject({ suspicious: true });
  });

  it.each(['onion rings', 'description of data cable', 'script writing book', 'evaluation kit', 'data: cable'])(
    'does not flag the ordinary query %j',
    (q) => {
      expect(validateSearchQuery(q).ok).toBe(true);
    },
  );

  it.each([undefined, null, 42, {}, ['shoes'], Symbol('q')])('rejects non-string %p as invalid', (q) => {
    expect(validateSearchQuery(q)).toEqual({ ok: false, message: 'Search query is invalid', suspicious: false });
  });
});
