import { cardAddress, cardPage, cardSvg } from './share-card';

test("a page's card address leads back to the page, the home page's too", () => {
  expect(cardAddress('https://market.example', '/product/e1', 'sw')).toBe('https://market.example/_share/product/e1.png?lang=sw');
  expect(cardPage('/_share/product/e1.png')).toBe('/product/e1');
  expect(cardPage(new URL(cardAddress('https://market.example', '/', 'en')).pathname)).toBe('/');
  expect(cardPage('/product/e1.png')).toBeNull();
  expect(cardPage('/_share/product/e1')).toBeNull();
});

test("the card writes a vendor's text as text, wrapped to fit beside the picture", () => {
  const svg = cardSvg({
    name: '<script>alert(1)</script> Spika ya Bluetooth Bass Boom ya Kisasa Sana',
    price: 'KSh 3,500',
    siteName: 'Soko la Mtaa',
  });
  expect(svg).not.toContain('<script>');
  expect(svg).toContain('&lt;script&gt;');
  const lines = [...svg.matchAll(/font-size="46"[^>]*>([^<]*)</g)].map((m) => m[1] ?? '');
  expect(lines.length).toBeLessThanOrEqual(5);
  expect(lines.every((line) => line.replace(/&[a-z]+;/g, '_').length <= 17)).toBe(true);
  expect(svg).toContain('KSh 3,500');
});
