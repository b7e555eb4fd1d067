import { catalogImageUrl } from './catalog-images';

describe('catalogImageUrl', () => {
  it('builds the public object address of a bucket path', () => {
    expect(catalogImageUrl('http://localhost:54321/', 'products/m1.svg')).toBe(
      'http://localhost:54321/storage/v1/object/public/catalog/products/m1.svg',
    );
  });

  it('drops dot segments and encodes the rest, so a path stays inside the bucket', () => {
    expect(catalogImageUrl('https://x.supabase.co', '../../auth/v1/x?y#z')).toBe(
      'https://x.supabase.co/storage/v1/object/public/catalog/auth/v1/x%3Fy%23z',
    );
  });
});
