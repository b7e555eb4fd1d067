import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { publishedProduct, run, vendorWithMember, type Member } from './seller-fixtures';

let backend: Backend;
let service: SupabaseClient;
let anon: SupabaseClient;
let a: { vendorId: string; member: Member };
let b: { vendorId: string; member: Member };
let bProduct: string;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  anon = client(backend);
  a = await vendorWithMember(backend, service, 'a');
  b = await vendorWithMember(backend, service, 'b');
  bProduct = await publishedProduct(service, b.vendorId, 'speaker', 3000, 10);
});

afterAll(async () => {
  await backend?.close();
});

/** A draft of vendor A's, inserted by its member. */
async function draft(fields: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await a.member.supabase
    .from('products')
    .insert({ vendor_id: a.vendorId, category: 'electronics', name: `Radio ${run}`, price: 1500, stock: 4, ...fields })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function uploadA(name: string): Promise<string> {
  const path = `vendors/${a.vendorId}/${name}`;
  const { error } = await a.member.supabase.storage.from('catalog').upload(path, PNG, { contentType: 'image/png', upsert: true });
  if (error) throw error;
  return path;
}

describe('what the shop sees', () => {
  it("starts a member's product as a draft that anon, shoppers and other vendors cannot see, only its vendor's members", async () => {
    const id = await draft();
    expect((await a.member.supabase.from('products').select('status').eq('id', id).single()).data).toEqual({ status: 'draft' });
    expect((await anon.from('products').select('id').eq('id', id)).data).toEqual([]);
    const shopper = await confirmedUser(backend);
    expect((await shopper.supabase.from('products').select('id').eq('id', id)).data).toEqual([]);
    expect((await b.member.supabase.from('products').select('id').eq('id', id)).data).toEqual([]);
    expect((await a.member.supabase.from('products').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await anon.rpc('search_products', { q: `Radio ${run}` })).data).toEqual([]);
  });

  it('keeps every seeded product published and readable by anon, and counts only published products per vendor', async () => {
    const seeded = ['fp-1', 'fp-2', 'm1', 's10', 'chai-masala'];
    expect((await service.from('products').select('status').in('id', seeded)).data).toEqual(seeded.map(() => ({ status: 'published' })));
    expect((await anon.from('products').select('id').in('id', seeded)).data).toHaveLength(5);
    const before = (await anon.from('vendors').select('product_count').eq('id', a.vendorId).single()).data!.product_count as number;
    const id = await draft();
    expect((await anon.from('vendors').select('product_count').eq('id', a.vendorId).single()).data!.product_count).toBe(before);
    await a.member.supabase
      .from('products')
      .update({ image: await uploadA('count.png'), status: 'published' })
      .eq('id', id);
    expect((await anon.from('vendors').select('product_count').eq('id', a.vendorId).single()).data!.product_count).toBe(before + 1);
  });

  it('finds a product by its Swahili and by its Somali name', async () => {
    const id = await draft({
      name: `Kettle ${run}`,
      name_sw: `Birika${run}`,
      name_so: `Kildhi${run}`,
      image: await uploadA('kettle.png'),
      status: 'published',
    });
    expect((await anon.rpc('search_products', { q: `Birika${run}` })).data!.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await anon.rpc('search_products', { q: `Kildhi${run}` })).data!.map((r: { id: string }) => r.id)).toEqual([id]);
  });
});

describe("a member's product rules", () => {
  it('publishes and unpublishes a product that has a name, a price and an image', async () => {
    const id = await draft();
    const image = await uploadA(`radio-${run}.png`);
    const published = await a.member.supabase
      .from('products')
      .update({ image, status: 'published' })
      .eq('id', id)
      .select('status')
      .single();
    expect(published.data).toEqual({ status: 'published' });
    expect((await anon.from('products').select('id, image').eq('id', id)).data).toEqual([{ id, image }]);
    await a.member.supabase.from('products').update({ status: 'draft' }).eq('id', id);
    expect((await anon.from('products').select('id').eq('id', id)).data).toEqual([]);
  });

  it('refuses to publish without an image', async () => {
    const id = await draft();
    const { error } = await a.member.supabase.from('products').update({ status: 'published' }).eq('id', id).select();
    expect(error).toMatchObject({ code: '23514', hint: 'product.publishIncomplete', details: 'image' });
    expect((await a.member.supabase.from('products').select('status').eq('id', id).single()).data).toEqual({ status: 'draft' });
  });

  it('refuses a price of 0 and a stock of -1', async () => {
    const id = await draft();
    const free = await a.member.supabase.from('products').update({ price: 0 }).eq('id', id).select();
    expect(free.error).toMatchObject({
      code: '23514',
      message: 'The price must be at least KES 1',
      hint: 'product.priceTooLow',
      details: 'price',
    });
    const negative = await a.member.supabase.from('products').update({ stock: -1 }).eq('id', id).select();
    expect(negative.error).toMatchObject({
      code: '23514',
      message: 'Stock cannot be negative',
      hint: 'product.stockNegative',
      details: 'stock',
    });
    const inserted = await a.member.supabase
      .from('products')
      .insert({ vendor_id: a.vendorId, category: 'electronics', name: 'Free', price: 0.5, stock: 1 });
    expect(inserted.error?.hint).toBe('product.priceTooLow');
  });

  it('refuses an image outside the vendor folder', async () => {
    const id = await draft();
    const { error } = await a.member.supabase
      .from('products')
      .update({ image: `vendors/${b.vendorId}/speaker.png` })
      .eq('id', id)
      .select();
    expect(error).toMatchObject({ code: '23514', hint: 'product.imageNotOwn' });
  });

  it("refuses to change vendor_id, to insert for another vendor, or to read, update or delete vendor B's products", async () => {
    const id = await draft();
    const moved = await a.member.supabase.from('products').update({ vendor_id: b.vendorId }).eq('id', id).select();
    expect(moved.error?.code).toBe('42501');
    const foreign = await a.member.supabase
      .from('products')
      .insert({ vendor_id: b.vendorId, category: 'electronics', name: 'Fake', price: 10, stock: 1 });
    expect(foreign.error?.code).toBe('42501');
    const hidden = await draft();
    expect((await b.member.supabase.from('products').select('id').eq('id', hidden)).data).toEqual([]);
    const updated = await a.member.supabase.from('products').update({ price: 1 }).eq('id', bProduct).select();
    expect(updated.data).toEqual([]);
    const removed = await a.member.supabase.from('products').delete().eq('id', bProduct).select();
    expect(removed.data).toEqual([]);
    expect((await anon.from('products').select('price, vendor_id').eq('id', bProduct).single()).data).toEqual({
      price: 3000,
      vendor_id: b.vendorId,
    });
  });

  it('refuses a shopper who is no member any product write with 42501', async () => {
    const shopper = await confirmedUser(backend);
    const inserted = await shopper.supabase
      .from('products')
      .insert({ vendor_id: a.vendorId, category: 'electronics', name: 'Nope', price: 10, stock: 1 });
    expect(inserted.error).toMatchObject({ code: '42501', hint: 'seller.notMember' });
    expect((await shopper.supabase.from('products').update({ price: 2 }).eq('id', bProduct).select()).error?.code).toBe('42501');
    expect((await shopper.supabase.from('products').delete().eq('id', bProduct).select()).error?.code).toBe('42501');
    expect((await anon.from('products').select('price').eq('id', bProduct).single()).data).toEqual({ price: 3000 });
  });
});

describe('images in the catalog bucket', () => {
  it('lets a member upload, replace and remove images in their own folder, served publicly', async () => {
    const path = await uploadA('photo.png');
    const response = await fetch(anon.storage.from('catalog').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const listed = await a.member.supabase.storage.from('catalog').list(`vendors/${a.vendorId}`);
    expect(listed.data!.map((entry) => entry.name)).toContain('photo.png');
    const removed = await a.member.supabase.storage.from('catalog').remove([path]);
    expect(removed.data!.map((entry) => entry.name)).toEqual([path]);
  });

  it("refuses an upload to vendor B's folder, and B removing vendor A's image", async () => {
    const intrusion = await a.member.supabase.storage
      .from('catalog')
      .upload(`vendors/${b.vendorId}/x.png`, PNG, { contentType: 'image/png' });
    expect(intrusion.error).toMatchObject({ status: 403 });
    const path = await uploadA('kept.png');
    expect((await b.member.supabase.storage.from('catalog').remove([path])).data).toEqual([]);
    expect((await b.member.supabase.storage.from('catalog').list(`vendors/${a.vendorId}`)).data).toEqual([]);
    expect((await fetch(anon.storage.from('catalog').getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });

  it.each([
    ['an SVG', 'logo.svg', 'image/svg+xml', 403],
    ['a name with php', 'shell.php.png', 'image/png', 403],
    ['a sub-folder', 'deep/x.png', 'image/png', 403],
    ['a type outside the bucket', 'notes.png', 'text/plain', 415],
  ])('refuses %s', async (_label, name, contentType, status) => {
    const { error } = await a.member.supabase.storage
      .from('catalog')
      .upload(`vendors/${a.vendorId}/${name}`, Buffer.from('x'), { contentType });
    expect(error).toMatchObject({ status });
  });

  it('takes a gif of exactly 2 MB and refuses one byte more', async () => {
    const exact = await a.member.supabase.storage
      .from('catalog')
      .upload(`vendors/${a.vendorId}/big.gif`, Buffer.alloc(2 * 1024 * 1024), { contentType: 'image/gif' });
    expect(exact.error).toBeNull();
    const over = await a.member.supabase.storage
      .from('catalog')
      .upload(`vendors/${a.vendorId}/bigger.gif`, Buffer.alloc(2 * 1024 * 1024 + 1), { contentType: 'image/gif' });
    expect(over.error).toMatchObject({ status: 413 });
  });
});

describe('vendor profile', () => {
  it('lets a member edit their vendor (name moves the slug, phone normalised) but not vendor B', async () => {
    const logo = await uploadA('logo.webp');
    const name = `Seller Test ${run} A Renamed`;
    const { data, error } = await a.member.supabase
      .from('vendors')
      .update({ name, description: 'Radios and kettles', image: logo, contact_phone: '0712 345 678' })
      .eq('id', a.vendorId)
      .select('slug, name, image, contact_phone')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ slug: `seller-test-${run}-a-renamed`, name, image: logo, contact_phone: '+254712345678' });
    expect((await anon.from('vendors').select('name').eq('slug', `seller-test-${run}-a-renamed`).single()).data).toEqual({ name });
    expect((await a.member.supabase.from('vendors').update({ description: 'Mine now' }).eq('id', b.vendorId).select()).data).toEqual([]);
    const rating = await a.member.supabase.from('vendors').update({ rating: 5 }).eq('id', a.vendorId).select();
    expect(rating.error?.code).toBe('42501');
    const phone = await a.member.supabase.from('vendors').update({ contact_phone: '12345' }).eq('id', a.vendorId).select();
    expect(phone.error).toMatchObject({ code: '22023', hint: 'validation.phoneInvalid' });
  });

  it('lets a member describe their shop in Swahili and Somali, which anyone reads', async () => {
    const descriptions = { description_sw: 'Redio na birika za umeme', description_so: 'Raadiyeyaal iyo kildhiyo koronto' };
    const { error } = await a.member.supabase.from('vendors').update(descriptions).eq('id', a.vendorId);
    expect(error).toBeNull();
    expect((await anon.from('vendors').select('description_sw, description_so').eq('id', a.vendorId).single()).data).toEqual(descriptions);
  });
});
