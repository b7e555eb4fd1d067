import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, raw, startTestBackend } from './helpers';

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: { id: string; supabase: SupabaseClient };
let bob: { id: string; supabase: SupabaseClient };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BUCKET = 'vendor-applications';

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  service = client(backend, backend.serviceKey);
  alice = await confirmedUser(backend);
  bob = await confirmedUser(backend);
});

afterAll(async () => {
  await backend.close();
});

/** POSTs to a path exactly as written: fetch() would resolve `..` segments before sending. */
function postVerbatim(path: string, body: Buffer): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const { hostname } = new URL(backend.url);
    const request = http.request(
      { hostname, port: backend.port, path, method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'image/png' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const publicUrl = (path: string) => `${backend.url}/storage/v1/object/public/catalog/${path}`;

describe('public catalogue images', () => {
  it('serves a product image as SVG with a long max-age, an ETag, CORS and no API key', async () => {
    const { data } = anon.storage.from('catalog').getPublicUrl('products/fp-1.svg');
    expect(data.publicUrl).toBe(publicUrl('products/fp-1.svg'));
    const response = await fetch(data.publicUrl, { headers: { Origin: 'https://shop.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1])).toBeGreaterThanOrEqual(86_400);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = await response.text();
    expect(body).toContain('viewBox="0 0 200 200"');
    expect(body).toContain('<title>Kitenge Print Maxi Dress</title>');
  });

  it('answers 304 without a body when If-None-Match holds the ETag, 200 when it does not', async () => {
    const first = await fetch(publicUrl('vendors/maasai-crafts.svg'));
    const etag = first.headers.get('etag')!;
    const again = await fetch(publicUrl('vendors/maasai-crafts.svg'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(publicUrl('vendors/maasai-crafts.svg'), { headers: { 'If-None-Match': '"0"' } });
    expect(stale.status).toBe(200);
  });

  it('has an image object for every seeded product, vendor and category row', async () => {
    const paths: string[] = [];
    for (const table of ['products', 'vendors', 'categories']) {
      const { data } = await anon.from(table).select('image');
      // The seed's pictures sit one folder deep; vendors' uploads (vendors/<id>/<file>, made by the
      // seller suites on a shared PostgreSQL) are proven where they are uploaded.
      paths.push(...data!.map((row) => row.image as string | null).filter((path): path is string => path?.split('/').length === 2));
    }
    const statuses = await Promise.all(paths.map(async (path) => (await fetch(publicUrl(path), { method: 'HEAD' })).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(paths.length).toBeGreaterThanOrEqual(60 + 15 + 7);
  });

  it('answers 404 for a missing object and never serves a private bucket publicly', async () => {
    expect((await fetch(publicUrl('products/nope.svg'))).status).toBe(404);
    await service.storage.from(BUCKET).upload('secret.png', PNG, { contentType: 'image/png' });
    expect((await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/secret.png`)).status).toBe(404);
  });

  it('refuses writes to the catalogue bucket from anon and signed-in users', async () => {
    expect(
      (await anon.storage.from('catalog').upload('products/x.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml' })).error,
    ).toMatchObject({ status: 403 });
    expect(
      (
        await alice.supabase.storage
          .from('catalog')
          .upload('products/fp-1.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml', upsert: true })
      ).error,
    ).toMatchObject({ status: 403 });
    expect((await alice.supabase.storage.from('catalog').remove(['products/fp-1.svg'])).data).toEqual([]);
    expect((await fetch(publicUrl('products/fp-1.svg'))).status).toBe(200);
  });
});

describe('private bucket vendor-applications', () => {
  it('has the bucket record: private, 2 MB, jpeg/png/gif/webp', async () => {
    const { data, error } = await service.storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: BUCKET, name: BUCKET, public: false, file_size_limit: 2 * 1024 * 1024 });
    expect([...data!.allowed_mime_types!].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });

  it('lets anon upload, but then neither anon nor a signed-in user can read it; the service role can', async () => {
    const { data, error } = await anon.storage.from(BUCKET).upload('applications/anon-logo.png', PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'applications/anon-logo.png', fullPath: `${BUCKET}/applications/anon-logo.png` });
    expect((await anon.storage.from(BUCKET).download('applications/anon-logo.png')).error).toMatchObject({ status: 404 });
    expect((await alice.supabase.storage.from(BUCKET).download('applications/anon-logo.png')).error).toMatchObject({ status: 404 });
    expect((await anon.storage.from(BUCKET).list('applications')).data).toEqual([]);
    expect((await anon.storage.from(BUCKET).createSignedUrl('applications/anon-logo.png', 60)).error).toMatchObject({ status: 404 });
    const download = await service.storage.from(BUCKET).download('applications/anon-logo.png');
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(PNG);
  });

  it('lets a signed-in user upload (Blob, multipart), download, list and remove only their own objects', async () => {
    const blob = new Blob([PNG], { type: 'image/png' });
    expect((await alice.supabase.storage.from(BUCKET).upload(`${alice.id}/logo.png`, blob)).error).toBeNull();
    expect((await bob.supabase.storage.from(BUCKET).upload(`${bob.id}/logo.png`, PNG, { contentType: 'image/png' })).error).toBeNull();

    const mine = await alice.supabase.storage.from(BUCKET).download(`${alice.id}/logo.png`);
    expect(mine.data!.type).toBe('image/png');
    expect(Buffer.from(await mine.data!.arrayBuffer())).toEqual(PNG);
    expect((await alice.supabase.storage.from(BUCKET).download(`${bob.id}/logo.png`)).error).toMatchObject({ status: 404 });

    const listed = await alice.supabase.storage.from(BUCKET).list(alice.id);
    expect(listed.data!.map((entry) => entry.name)).toEqual(['logo.png']);
    expect(listed.data![0]!.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png' });
    expect((await alice.supabase.storage.from(BUCKET).list(bob.id)).data).toEqual([]);

    expect((await alice.supabase.storage.from(BUCKET).remove([`${bob.id}/logo.png`])).data).toEqual([]);
    expect((await bob.supabase.storage.from(BUCKET).download(`${bob.id}/logo.png`)).error).toBeNull();
    const removed = await alice.supabase.storage.from(BUCKET).remove([`${alice.id}/logo.png`]);
    expect(removed.data!.map((entry) => entry.name)).toEqual([`${alice.id}/logo.png`]);
    expect((await alice.supabase.storage.from(BUCKET).download(`${alice.id}/logo.png`)).error).toMatchObject({ status: 404 });
  });

  it('refuses a second upload to the same path with 409, and replaces it with x-upsert', async () => {
    const path = `${alice.id}/again.png`;
    expect((await alice.supabase.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    expect((await alice.supabase.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })).error).toMatchObject({
      status: 409,
    });
    const replacement = Buffer.concat([PNG, Buffer.from([1, 2, 3])]);
    expect(
      (await alice.supabase.storage.from(BUCKET).upload(path, replacement, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull();
    const { data } = await alice.supabase.storage.from(BUCKET).download(path);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(replacement);
    // Bob may not overwrite Alice's object by upserting onto her path.
    expect((await bob.supabase.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png', upsert: true })).error).toMatchObject({
      status: 403,
    });
  });

  it('lists with the default limit of 100, sub-folders as entries, offset and search', async () => {
    const folder = `${alice.id}/many`;
    await Promise.all(
      Array.from({ length: 105 }, (_, i) =>
        alice.supabase.storage.from(BUCKET).upload(`${folder}/f${String(i).padStart(3, '0')}.png`, PNG, { contentType: 'image/png' }),
      ),
    );
    await alice.supabase.storage.from(BUCKET).upload(`${folder}/sub/inner.png`, PNG, { contentType: 'image/png' });
    const first = await alice.supabase.storage.from(BUCKET).list(folder);
    expect(first.data).toHaveLength(100);
    expect(first.data![0]!.name).toBe('f000.png');
    const rest = await alice.supabase.storage.from(BUCKET).list(folder, { offset: 100 });
    expect(rest.data!.map((entry) => entry.name)).toEqual(['f100.png', 'f101.png', 'f102.png', 'f103.png', 'f104.png', 'sub']);
    expect(rest.data!.find((entry) => entry.name === 'sub')!.id).toBeNull();
    expect((await alice.supabase.storage.from(BUCKET).list(folder, { search: 'f10' })).data).toHaveLength(5);
  });

  it("refuses a file over the bucket limit with 413 in Storage's error shape", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    const { error } = await anon.storage.from(BUCKET).upload('big.png', big, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 413, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const response = await raw(backend, `/storage/v1/object/${BUCKET}/big2.png`, {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const exact = await anon.storage.from(BUCKET).upload('exact.png', Buffer.alloc(2 * 1024 * 1024), { contentType: 'image/png' });
    expect(exact.error).toBeNull();
  });

  it('refuses a type the bucket does not allow with 415', async () => {
    const { error } = await anon.storage.from(BUCKET).upload('notes.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ status: 415, message: 'mime type text/plain is not supported' });
    const svg = await anon.storage.from(BUCKET).upload('logo.svg', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(svg.error).toMatchObject({ status: 415 });
  });

  it.each([
    ['a path with ..', `/storage/v1/object/${BUCKET}/a/../b.png`],
    ['an encoded ..', `/storage/v1/object/${BUCKET}/a/%2e%2e/b.png`],
    ['.. inside a name', `/storage/v1/object/${BUCKET}/a..b.png`],
    ['a leading /', `/storage/v1/object/${BUCKET}//abs.png`],
    ['a control character', `/storage/v1/object/${BUCKET}/bad%0Aname.png`],
    ['a key over 1024 bytes', `/storage/v1/object/${BUCKET}/${encodeURIComponent('é'.repeat(511))}.png`],
  ])('refuses %s with 400 before storing anything', async (_, path) => {
    const response = await postVerbatim(path, PNG);
    expect(response).toMatchObject({ status: 400, json: { statusCode: '400', code: 'InvalidKey' } });
    const { data } = await service.storage.from(BUCKET).list('', { limit: 1000 });
    expect(data!.map((entry) => entry.name)).not.toContain('b.png');
  });

  it('accepts a key of exactly 1024 bytes', async () => {
    const key = 'k'.repeat(1020) + '.png';
    expect((await anon.storage.from(BUCKET).upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
  });
});

describe('signed URLs', () => {
  beforeAll(async () => {
    await alice.supabase.storage.from(BUCKET).upload(`${alice.id}/signed logo.png`, PNG, { contentType: 'image/png' });
  });

  it("signs the owner's object; the URL downloads it without any key", async () => {
    const { data, error } = await alice.supabase.storage.from(BUCKET).createSignedUrl(`${alice.id}/signed logo.png`, 60);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("refuses to sign somebody else's object", async () => {
    expect((await bob.supabase.storage.from(BUCKET).createSignedUrl(`${alice.id}/signed logo.png`, 60)).error).toMatchObject({
      status: 404,
    });
    const many = await bob.supabase.storage.from(BUCKET).createSignedUrls([`${alice.id}/signed logo.png`], 60);
    expect(many.data![0]!.signedUrl).toBeNull();
    const own = await alice.supabase.storage.from(BUCKET).createSignedUrls([`${alice.id}/signed logo.png`], 60);
    expect((await fetch(own.data![0]!.signedUrl!)).status).toBe(200);
  });

  it('refuses an expired URL', async () => {
    const { data } = await alice.supabase.storage.from(BUCKET).createSignedUrl(`${alice.id}/signed logo.png`, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('refuses a tampered token, a token for another path and a missing token', async () => {
    const { data } = await alice.supabase.storage.from(BUCKET).createSignedUrl(`${alice.id}/signed logo.png`, 600);
    const url = new URL(data!.signedUrl);
    const [header, payload, signature] = url.searchParams.get('token')!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    url.searchParams.set('token', `${header}.${longer}.${signature}`);
    expect((await fetch(url)).status).toBe(400);
    const other = new URL(data!.signedUrl.replace('signed%20logo.png', 'other.png'));
    expect(await (await fetch(other)).json()).toMatchObject({ code: 'InvalidSignature' });
    url.searchParams.delete('token');
    expect((await fetch(url)).status).toBe(400);
  });

  it('does not accept a signed-URL token as an API key', async () => {
    const { data } = await alice.supabase.storage.from(BUCKET).createSignedUrl(`${alice.id}/signed logo.png`, 600);
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    expect((await raw(backend, '/rest/v1/products?select=id&limit=1', { key: token })).status).toBe(401);
  });
});

describe('bucket management', () => {
  it('lets the service role create, read, update, empty and delete a bucket', async () => {
    const created = await service.storage.createBucket('test-docs', {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['text/plain'],
    });
    expect(created).toEqual({ data: { name: 'test-docs' }, error: null });
    expect((await service.storage.getBucket('test-docs')).data).toMatchObject({
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['text/plain'],
    });
    expect((await service.storage.listBuckets()).data!.map((b) => b.id)).toEqual(expect.arrayContaining(['catalog', BUCKET, 'test-docs']));

    expect(
      (await service.storage.from('test-docs').upload('a.txt', Buffer.alloc(2048), { contentType: 'text/plain' })).error,
    ).toMatchObject({ status: 413 });
    expect(
      (await service.storage.updateBucket('test-docs', { public: true, fileSizeLimit: 4096, allowedMimeTypes: ['text/plain'] })).error,
    ).toBeNull();
    expect((await service.storage.from('test-docs').upload('a.txt', Buffer.alloc(2048), { contentType: 'text/plain' })).error).toBeNull();
    expect((await fetch(`${backend.url}/storage/v1/object/public/test-docs/a.txt`)).status).toBe(200);

    expect((await service.storage.deleteBucket('test-docs')).error).toMatchObject({ status: 409 });
    expect((await service.storage.emptyBucket('test-docs')).error).toBeNull();
    expect((await service.storage.deleteBucket('test-docs')).error).toBeNull();
    expect((await service.storage.getBucket('test-docs')).error).toMatchObject({ status: 404 });
  });

  it('refuses bucket management to anon and signed-in users, and shows them no buckets', async () => {
    expect((await anon.storage.createBucket('anon-bucket')).error).toMatchObject({ status: 403 });
    expect((await alice.supabase.storage.createBucket('user-bucket', { public: true })).error).toMatchObject({ status: 403 });
    expect((await alice.supabase.storage.updateBucket('catalog', { public: false })).error).toMatchObject({ status: 404 });
    expect((await anon.storage.deleteBucket(BUCKET)).error).toMatchObject({ status: 404 });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await service.storage.getBucket('catalog')).data).toMatchObject({ public: true });
  });

  it('requires an API key for everything but public objects and signed URLs', async () => {
    const response = await raw(backend, `/storage/v1/object/list/${BUCKET}`, { key: null, method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect((await raw(backend, '/storage/v1/bucket', { key: null })).status).toBe(401);
  });
});
