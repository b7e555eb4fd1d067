import type { Database, Sql } from '../src/db/types';
import { inRolledBackTransaction, openTestDatabase } from './helpers';

/**
 * A shop's former addresses (issue 43; migration 20250127000200): a rename moves the slug, and the
 * old slug still leads to the shop, for anyone, so the old address can redirect. Each test is
 * rolled back.
 */

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

async function slugNow(tx: Sql, slug: string): Promise<string | null> {
  await tx.query(`select set_config('role', 'anon', true)`);
  const [row] = await tx.query<{ slug: string | null }>('select public.vendor_slug_now($1) as slug', [slug]);
  await tx.query('reset role');
  return row?.slug ?? null;
}

async function rename(tx: Sql, name: string): Promise<void> {
  await tx.query(`update public.vendors set name = $1 where id = 'kahawa-house'`, [name]);
}

it('a renamed shop is found by each address it had, and by nothing it never had', async () => {
  await inRolledBackTransaction(db, async (tx) => {
    await rename(tx, 'Kahawa House Roasters');
    expect(await slugNow(tx, 'kahawa-house')).toBe('kahawa-house-roasters');
    await rename(tx, 'Kahawa Bora');
    expect(await slugNow(tx, 'kahawa-house')).toBe('kahawa-bora');
    expect(await slugNow(tx, 'kahawa-house-roasters')).toBe('kahawa-bora');
    expect(await slugNow(tx, 'never-a-shop')).toBeNull();
  });
});

it('an address in use again is no former address: it leads to the shop that has it', async () => {
  await inRolledBackTransaction(db, async (tx) => {
    await rename(tx, 'Kahawa Bora');
    await rename(tx, 'Kahawa House');
    expect(await slugNow(tx, 'kahawa-house')).toBeNull();
    expect(await slugNow(tx, 'kahawa-bora')).toBe('kahawa-house');
  });
});

it('nobody writes former addresses directly', async () => {
  await inRolledBackTransaction(db, async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true)`);
    await expect(tx.query(`insert into public.vendor_former_slugs (slug, vendor_id) values ('x', 'kahawa-house')`)).rejects.toThrow();
  });
});
