import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';

/**
 * Every write issue 6 says only the service role may make, tried by anon and by a signed-in user,
 * each checked by what is stored afterwards, not only by the error it answers.
 */
let backend: Backend;
let service: SupabaseClient;
let callers: [string, SupabaseClient, number][];

const run = randomUUID().slice(0, 8);

interface TableCase {
  table: 'categories' | 'vendors' | 'products';
  key: string;
  /** A seeded row every attempt aims at. */
  existing: string;
  /** A valid new row: only the permissions can stop it. */
  fresh: Record<string, unknown>;
  change: Record<string, unknown>;
}

const TABLES: TableCase[] = [
  {
    table: 'categories',
    key: 'slug',
    existing: 'food',
    fresh: { slug: `c-${run}`, name_en: 'Fake', name_so: 'Fake', name_sw: 'Fake', sort_order: 99 },
    change: { name_en: 'Hacked' },
  },
  {
    table: 'vendors',
    key: 'id',
    existing: 'kahawa-house',
    fresh: { id: `v-${run}`, slug: `v-${run}`, name: `v-${run}`, category: 'food' },
    change: { rating: 0.1 },
  },
  {
    table: 'products',
    key: 'id',
    existing: 'fp-1',
    fresh: { id: `p-${run}`, vendor_id: 'kahawa-house', category: 'food', name: 'Fake', price: 1 },
    change: { price: 1 },
  },
];

/** Every row of the three catalogue tables, as the service role sees them. */
async function catalogueRows(): Promise<string> {
  const tables = await Promise.all(
    TABLES.map(async ({ table, key }) => {
      const { data, error } = await service.from(table).select('*').order(key);
      if (error) throw error;
      return data;
    }),
  );
  return JSON.stringify(tables);
}

/** Every object of the catalog bucket with its ETag and size. */
async function catalogObjects(): Promise<string[]> {
  const folders = await Promise.all(
    ['categories', 'vendors', 'products'].map(async (folder) => {
      const { data, error } = await service.storage.from('catalog').list(folder, { limit: 1000 });
      if (error) throw error;
      return data.map((entry) => `${folder}/${entry.name} ${String(entry.metadata?.eTag)} ${String(entry.metadata?.size)}`);
    }),
  );
  return folders.flat();
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  const user = await confirmedUser(backend);
  callers = [
    ['anon', client(backend), 401],
    ['a signed-in user', user.supabase, 403],
  ];
});

afterAll(async () => {
  await backend?.close();
});

describe('catalogue tables: nothing written by anyone but the service role', () => {
  it.each(TABLES.map((spec) => [spec.table, spec] as const))(
    'refuses every insert, upsert, update and delete on %s from anon and a signed-in user, leaving every row as it was',
    async (_table, { table, key, existing, fresh, change }) => {
      const before = await catalogueRows();
      for (const [who, supabase, status] of callers) {
        const attempts = {
          insert: await supabase.from(table).insert(fresh),
          'upsert over an existing row': await supabase.from(table).upsert({ ...fresh, [key]: existing }, { onConflict: key }),
          'upsert of a new row': await supabase.from(table).upsert(fresh, { onConflict: key }),
          'update of one row': await supabase.from(table).update(change).eq(key, existing),
          'update of every row': await supabase.from(table).update(change).neq(key, ''),
          'delete of one row': await supabase.from(table).delete().eq(key, existing),
          'delete of every row': await supabase.from(table).delete().neq(key, ''),
        };
        for (const [attempt, result] of Object.entries(attempts)) {
          expect({ who, attempt, status: result.status, code: result.error?.code }).toEqual({ who, attempt, status, code: '42501' });
        }
      }
      expect(await catalogueRows()).toBe(before);
      expect(
        (
          await service
            .from(table)
            .select(key)
            .eq(key, fresh[key] as string)
        ).data,
      ).toEqual([]);
    },
  );
});

describe('catalog bucket: nothing written by anyone but the service role', () => {
  const svg = (text: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`);
  const image = async (path: string) => {
    const response = await fetch(`${backend.url}/storage/v1/object/public/catalog/${path}`);
    return { status: response.status, body: await response.text() };
  };

  it('refuses uploads, replacements, updates and removals from anon and a signed-in user; every object stays as it was', async () => {
    const objects = await catalogObjects();
    const original = await image('products/fp-1.svg');
    expect(original.status).toBe(200);
    for (const [who, supabase] of callers) {
      const catalog = supabase.storage.from('catalog');
      const options = { contentType: 'image/svg+xml' };
      // Storage answers an update of an object the caller may not see as not found, as Supabase does.
      const refused: [string, { status?: number } | null, number][] = [
        ['a new object', (await catalog.upload(`products/${run}.svg`, svg('new'), options)).error, 403],
        ['a new object in a new folder', (await catalog.upload(`${run}/x.svg`, svg('new'), options)).error, 403],
        [
          'an upsert over a product image',
          (await catalog.upload('products/fp-1.svg', svg('hacked'), { ...options, upsert: true })).error,
          403,
        ],
        ['an update of a product image', (await catalog.update('products/fp-1.svg', svg('hacked'), options)).error, 404],
      ];
      for (const [attempt, error, status] of refused) {
        expect({ who, attempt, status: error?.status }).toEqual({ who, attempt, status });
      }
      expect((await catalog.remove(['products/fp-1.svg', 'vendors/kahawa-house.svg'])).data).toEqual([]);
      expect((await supabase.storage.emptyBucket('catalog')).error).not.toBeNull();
      expect((await supabase.storage.updateBucket('catalog', { public: false })).error).not.toBeNull();
      expect((await supabase.storage.deleteBucket('catalog')).error).not.toBeNull();
    }
    expect(await catalogObjects()).toEqual(objects);
    expect(await image('products/fp-1.svg')).toEqual(original);
    expect((await image(`products/${run}.svg`)).status).toBe(404);
    expect((await service.storage.getBucket('catalog')).data).toMatchObject({ public: true });
  });
});
