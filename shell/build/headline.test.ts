import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HEADLINE_MARKER, withHeadline } from './headline';

describe("the static frame's headline slot", () => {
  it("takes the fragment in the marker's place, as it is", () => {
    const fragment = `<section class="frame-hero"><h1>Pay $'0 now &amp; $& later</h1></section>`;
    const page = withHeadline(`<div class="frame-region">${HEADLINE_MARKER}<span></span></div>`, fragment);
    expect(page).toBe(`<div class="frame-region">${fragment}<span></span></div>`);
  });

  it('leaves a page without the marker as it is', () => {
    expect(withHeadline('<div class="frame-region"></div>', '<section></section>')).toBe('<div class="frame-region"></div>');
  });

  it('is in index.html once, inside the frame region', () => {
    const template = readFileSync(resolve(__dirname, '..', 'index.html'), 'utf8');
    expect(template.split(HEADLINE_MARKER)).toHaveLength(2);
    expect(template).toMatch(new RegExp(`<div class="frame-region">${HEADLINE_MARKER}`));
  });
});
