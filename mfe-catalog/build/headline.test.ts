import { LANGUAGES } from '@marketplace/contracts/language';
import { STOREFRONT_HEADLINES, headlineMarkup } from './headline';
import { en } from '../src/i18n/en';

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

  it("is the hero's own text (this app's catalog namespace)", () => {
    expect(STOREFRONT_HEADLINES.en).toBe(en.storefront);
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
});
