import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, DEMO, startTestBackend } from './helpers';
import { run } from './seller-fixtures';

// search_products and search_suggestion (supabase/migrations/…_search_forgives.sql): what the
// search forgives (typos, half-typed words, accents and case, another language's word) and the
// ranking that keeps what the shopper literally named first. On the seeded catalogue, plus one
// product with accents in its name.

let backend: Backend;
let anon: SupabaseClient;
let service: SupabaseClient;
const accented = `creme-${run}`;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = client(backend);
  service = client(backend, backend.serviceKey);
  const { error } = await service.from('products').insert({
    id: accented,
    vendor_id: 'urembo-beauty',
    category: 'beauty',
    name: `Crème Brûlée Body Butter ${run}`,
    description: 'Whipped shea with a caramel scent.',
    price: 990,
    stock: 5,
    image: 'vendors/urembo-beauty.svg',
  });
  if (error) throw error;
});

afterAll(async () => {
  await service?.from('products').delete().eq('id', accented);
  await backend?.close();
});

type Hit = { id: string; name: string; rank: number; match: string | null };

async function search(q: string): Promise<Hit[]> {
  const { data, error } = await anon
    .rpc('search_products', { q })
    .select('id,name,rank,match')
    .order('rank', { ascending: false })
    .order('id');
  expect(error).toBeNull();
  return data as Hit[];
}

const ids = async (q: string): Promise<string[]> => (await search(q)).map((hit) => hit.id);

async function suggestion(q: string): Promise<string | null> {
  const { data, error } = await anon.rpc('search_suggestion', { q });
  expect(error).toBeNull();
  return data as string | null;
}

describe('search_products: synonyms (search_synonyms)', () => {
  it.each([
    ['lamp', 'e2'], // the README's own example: the shop sells a 'Solar Lantern'
    ['taa', 'e2'],
    ['laambad', 'e2'],
    ['simu', 'feature-phone-dual-sim'],
    ['simu', 'fp-8'],
    ['taleefan', 'feature-phone-dual-sim'],
    ['spika', 'e1'],
    ['codbaahiye', 'e1'],
    ['kiatu', 'f2'],
    ['kabo', 'f2'],
    ['nguo', 'fp-1'],
    ['sameecad', 'fp-2'],
  ])('%s finds %s', async (q, id) => {
    expect(await ids(q)).toContain(id);
  });

  it('ranks a product named with the synonym as a synonym match, below one named with the word typed', async () => {
    const hits = await search('phone');
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    expect(byId.get('feature-phone-dual-sim')!.match).toBe('name');
    expect(byId.get('fp-8')!.match).toBe('synonym'); // 'Smartphone …'
    expect(byId.get('feature-phone-dual-sim')!.rank).toBeGreaterThan(byId.get('fp-8')!.rank);
  });

  it('are read by anyone and written only by operators or the service role', async () => {
    const { data } = await anon.from('search_synonyms').select('concept,word,lang').eq('word', 'simu');
    expect(data).toEqual([{ concept: 'phone', word: 'simu', lang: 'sw' }]);
    const refused = await anon.from('search_synonyms').insert({ concept: 'phone', word: `x${run}`, lang: 'en' });
    expect(refused.error).not.toBeNull();
    const shopper = client(backend);
    await shopper.auth.signInWithPassword({ email: DEMO.email, password: DEMO.password });
    expect((await shopper.from('search_synonyms').insert({ concept: 'phone', word: `y${run}`, lang: 'en' })).error).not.toBeNull();
  });

  it('takes a new synonym from the table at once, without a release', async () => {
    const word = `gari${run}`.toLowerCase();
    const { error } = await service.from('search_synonyms').insert({ concept: 'models-car', word, lang: 'sw' });
    expect(error).toBeNull();
    await service.from('search_synonyms').insert({ concept: 'models-car', word: 'cruiser', lang: 'en' });
    try {
      expect(await ids(word)).toContain('m1'); // 'Safari Land Cruiser 1:18 Model'
    } finally {
      await service.from('search_synonyms').delete().eq('concept', 'models-car');
    }
  });
});

describe('search_products: typos', () => {
  it.each([
    ['speker', 'e1'],
    ['bluetoth', 'e1'],
    ['lanten', 'e2'],
    ['necklase', 'fp-3'],
  ])('%s finds %s through a close word', async (q, id) => {
    const hits = await search(q);
    expect(hits.map((hit) => hit.id)).toContain(id);
    expect(hits.find((hit) => hit.id === id)!.match).toBe('close');
  });

  it('still finds the close word in descriptions, ranked as such', async () => {
    const hits = await search('bluetoth');
    expect(hits.find((hit) => hit.id === 'fp-2')?.match).toBe('other'); // 'Bluetooth 5.3 earbuds …'
  });

  it('leaves a word that matches alone: no close-word noise beside real matches', async () => {
    // 'lamu' is close to 'lamp' ('Lamu Dhow'), but 'lamp' finds products of its own.
    expect(await ids('lamp')).not.toContain('dhow-model');
  });

  it('finds nothing for a word close to nothing', async () => {
    expect(await ids('xqzvvw')).toEqual([]);
  });
});

describe('search_products: prefixes and accents', () => {
  it.each([['blue'], ['speak'], ['Bluet']])('%s (typed so far) finds the Bluetooth speaker', async (q) => {
    expect(await ids(q)).toContain('e1');
  });

  it.each([['creme brulee'], ['CRÈME BRÛLÉE'], ['Crème'], ['brulee'], ['CREME']])('%s finds the product named Crème Brûlée', async (q) => {
    expect(await ids(q)).toContain(accented);
  });

  it('folds accents the shopper types on words stored without them', async () => {
    expect(await ids('Spéaker')).toContain('e1');
  });
});

describe('search_products: ranking', () => {
  it('exact name > name by the words typed > synonym > close word > elsewhere', async () => {
    const speaker = await search('Bluetooth Speaker Bass Boom');
    expect(speaker[0]).toMatchObject({ id: 'e1', match: 'exact' });

    // 'charger': named by 'USB-C Fast Charger' and 'Solar Lantern with Phone Charger', only
    // described by the power bank ('charges a phone' is not 'charger') and the earbuds
    // ('charging case'), so the name matches come first.
    const charger = await search('charger');
    const tiers = charger.map((hit) => hit.match);
    expect(tiers.indexOf('name')).toBe(0);
    expect(
      charger
        .filter((hit) => hit.match === 'name')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['e2', 'usb-c-charger-fast']);

    const order = ['exact', 'name', 'synonym', 'close', 'other'];
    for (const q of ['phone', 'simu', 'speker', 'lamp', 'bluetoth', 'electronics']) {
      const hits = await search(q);
      for (let i = 1; i < hits.length; i += 1) {
        expect(order.indexOf(hits[i]!.match!)).toBeGreaterThanOrEqual(order.indexOf(hits[i - 1]!.match!));
      }
    }
  });

  it('ranks a description match below every name match', async () => {
    const hits = await search('speaker');
    expect(hits[0]!.id).toBe('e1');
    expect(hits.filter((hit) => hit.match === 'other').every((hit) => hit.rank < hits[0]!.rank)).toBe(true);
  });

  it('lists everything without text, as before (no match kind)', async () => {
    const hits = await search('');
    expect(hits.length).toBeGreaterThan(50);
    expect(hits.every((hit) => hit.match === null)).toBe(true);
  });
});

describe('search_suggestion: did you mean', () => {
  it.each([
    ['bluetoth', 'bluetooth'],
    ['speker', 'speaker'],
    ['Bluetoth speaker', 'bluetooth speaker'],
    ['necklase', 'necklace'],
  ])('%s → %s', async (q, expected) => {
    expect(await suggestion(q)).toBe(expected);
  });

  it.each([['bluetooth'], ['simu'], ['lamp'], ['xqzvvw'], [''], ['blu']])('offers nothing for %j', async (q) => {
    expect(await suggestion(q)).toBeNull();
  });

  it("never suggests a draft's words", async () => {
    const secret = `zirconium${run}`.toLowerCase();
    await service.from('products').insert({
      id: `draft-${run}`,
      vendor_id: 'urembo-beauty',
      category: 'beauty',
      name: `Qwertyuiop ${secret}`,
      price: 10,
      status: 'draft',
    });
    try {
      expect(await suggestion('qwertyuiopp')).toBeNull();
      expect(await ids('qwertyuiop')).toEqual([]);
    } finally {
      await service.from('products').delete().eq('id', `draft-${run}`);
    }
  });
});
