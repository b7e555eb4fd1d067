import { safeImageName } from './images';

// Storage admits a member's file only by such a name (docs/seller-data.md): letters, digits, '.',
// '_' and '-', at most 100 before the extension, an image's extension.
const ADMITTED = /^[a-z0-9._-]{1,100}\.(jpg|jpeg|png|gif|webp)$/;

describe('safeImageName', () => {
  it.each([
    ['Solar Lamp (1).PNG', /^solar-lamp-1-[0-9a-f]{8}\.png$/],
    ['picha ya taa — mpya.jpeg', /^picha-ya-taa-mpya-[0-9a-f]{8}\.jpeg$/],
    ['...webp', /^image-[0-9a-f]{8}\.webp$/],
    [`${'a'.repeat(300)}.gif`, /^a{80}-[0-9a-f]{8}\.gif$/],
  ])('turns %j into a name the bucket admits', (name, expected) => {
    const safe = safeImageName(name);
    expect(safe).toMatch(expected);
    expect(safe).toMatch(ADMITTED);
  });

  it('gives two uploads of the same file two names, so a new picture never replaces one in use', () => {
    expect(safeImageName('lamp.png')).not.toBe(safeImageName('lamp.png'));
  });
});
