import { LANGUAGES } from '@marketplace/contracts/language';
import { STOREFRONT_HEADLINES } from '@marketplace/contracts/storefront-headline';
import { HEADLINE_MARKER, headlineMarkup, withHeadline } from './headline';

/** The markup as the browser reads it. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('the static frame headline', () => {
  it("carries every language's offer, heading and text, each block marked with its language", () => {
    const frame = parse(headlineMarkup());
    for (const { code } of LANGUAGES) {
      const block = frame.querySelector(`.frame-hero > [lang="${code}"]`);
      expect(block?.querySelector('.frame-offer')?.textContent).toBe(STOREFRONT_HEADLINES[code].offer);
      expect(block?.querySelector('h1')?.textContent).toBe(STOREFRONT_HEADLINES[code].title);
      expect(block?.querySelector('p')?.textContent).toBe(STOREFRONT_HEADLINES[code].text);
    }
  });

  it('writes hostile text as text: no element of its own, the same characters back', () => {
    const hostile = { offer: '<script>alert(1)</script>', title: `"'><img src=x onerror=alert(1)>`, text: '&amp; ‮ 😀' };
    const frame = parse(headlineMarkup({ en: hostile, so: hostile, sw: hostile }));
    expect(frame.querySelector('script, img')).toBeNull();
    expect(frame.querySelector('[lang="en"] h1')?.textContent).toBe(hostile.title);
    expect(frame.querySelector('[lang="en"] p')?.textContent).toBe(hostile.text);
  });

  it('refuses to build without a language', () => {
    expect(() => headlineMarkup({ en: STOREFRONT_HEADLINES.en, so: STOREFRONT_HEADLINES.so })).toThrow('no sw text');
  });

  it("takes the marker's place in index.html, and a template without the marker is an error", () => {
    const page = withHeadline(`<div class="frame-region">${HEADLINE_MARKER}<span></span></div>`);
    expect(page).not.toContain(HEADLINE_MARKER);
    expect(page.startsWith('<div class="frame-region"><section class="frame-hero">')).toBe(true);
    expect(() => withHeadline('<div class="frame-region"></div>')).toThrow(HEADLINE_MARKER);
  });
});
