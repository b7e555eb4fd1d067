import type { Database, PgError, Sql } from '../src/db/types';
import { inRolledBackTransaction, openTestDatabase } from './helpers';

/**
 * Live category counts (issue 44, item 5; migration 20250126000100): categories.listed_count is the
 * number of the category's published products, kept by triggers, never a typed-in figure. Every
 * test writes inside a transaction that is rolled back, so a shared PostgreSQL never sees it.
 */

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** The seeded vendor member (vendor@district.market) and the vendor it belongs to. */
const MEMBER = 'd3a0d3a0-0000-4000-8000-000000000002';
const MEMBER_VENDOR = 'nairobi-tech-hub';

interface Who {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
}

/** One statement as PostgREST runs it for this caller: their role, their claims, RLS. */
async function as(tx: Sql, who: Who, sql: string, params: unknown[] = []): Promise<void> {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [JSON.stringify(who), who.role]);
  await tx.query(sql, params);
  await tx.query(`reset role`);
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
}

/** The error a statement is refused with; a savepoint undoes the attempt and the transaction goes on. */
async function refusal(tx: Sql, who: Who, sql: string): Promise<PgError> {
  await tx.query('savepoint refusal');
  try {
    await as(tx, who, sql);
  } catch (error) {
    await tx.query('rollback to savepoint refusal');
    return error as PgError;
  }
  await tx.query('release savepoint refusal');
  throw new Error(`expected a refusal of: ${sql}`);
}

/** Every category's stored count. */
async function stored(tx: Sql): Promise<Record<string, number>> {
  const rows = await tx.query<{ slug: string; listed_count: number }>('select slug, listed_count from public.categories order by slug');
  return Object.fromEntries(rows.map((row) => [row.slug, Number(row.listed_count)]));
}

/** Every category's published products, counted now. */
async function truth(tx: Sql): Promise<Record<string, number>> {
  const rows = await tx.query<{ slug: string; n: number }>(
    `select c.slug, (select count(*) from public.products p where p.category = c.slug and p.status = 'published')::int as n
       from public.categories c order by c.slug`,
  );
  return Object.fromEntries(rows.map((row) => [row.slug, Number(row.n)]));
}

async function count(tx: Sql, slug: string): Promise<number> {
  return (await stored(tx))[slug]!;
}

/** A product of a seeded vendor, written as the table owner (an import would be service_role). */
async function addProduct(tx: Sql, id: string, category: string, status: 'draft' | 'published'): Promise<void> {
  await tx.query(
    `insert into public.products (id, vendor_id, category, name, price, stock, image, status)
     values ($1, 'kahawa-house', $2, 'Count test', 100, 5, 'products/count-test.svg', $3)`,
    [id, category, status],
  );
}

describe('category counts are the published catalogue', () => {
  it("stores each category's published products, not the seeded sample figures (1200, 840 …)", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const counts = await stored(tx);
      expect(counts).toEqual(await truth(tx));
      expect(Object.keys(counts)).toEqual(expect.arrayContaining(['clothing', 'electronics', 'food']));
      // The seed has at least 8 products in every category and nowhere near 210.
      for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(8);
      expect(counts.clothing).toBeLessThan(1200);
      expect(counts.food).toBeLessThan(210);
    });
  });

  it('counts a published product when it is added, a draft not; a multi-row insert counts each published row', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const food = await count(tx, 'food');
      await addProduct(tx, 'count-pub', 'food', 'published');
      expect(await count(tx, 'food')).toBe(food + 1);
      await addProduct(tx, 'count-draft', 'food', 'draft');
      expect(await count(tx, 'food')).toBe(food + 1);

      const [beauty, models] = [await count(tx, 'beauty'), await count(tx, 'models')];
      await tx.query(
        `insert into public.products (id, vendor_id, category, name, price, status) values
           ('count-b1', 'kahawa-house', 'beauty', 'Count test', 100, 'published'),
           ('count-b2', 'kahawa-house', 'beauty', 'Count test', 100, 'published'),
           ('count-b3', 'kahawa-house', 'beauty', 'Count test', 100, 'draft'),
           ('count-m1', 'kahawa-house', 'models', 'Count test', 100, 'published')`,
      );
      expect([await count(tx, 'beauty'), await count(tx, 'models')]).toEqual([beauty + 2, models + 1]);
      expect(await stored(tx)).toEqual(await truth(tx));
    });
  });

  it('publishing counts a product and unpublishing uncounts it; a stock or price change leaves the category row alone', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      await addProduct(tx, 'count-flip', 'jewelry', 'draft');
      const jewelry = await count(tx, 'jewelry');
      await tx.query(`update public.products set status = 'published' where id = 'count-flip'`);
      expect(await count(tx, 'jewelry')).toBe(jewelry + 1);
      await tx.query(`update public.products set status = 'draft' where id = 'count-flip'`);
      expect(await count(tx, 'jewelry')).toBe(jewelry);

      // Checkout moves stock on every order: that must not rewrite a category row.
      const ctid = async () =>
        (await tx.query<{ ctid: string }>(`select ctid::text as ctid from public.categories where slug = 'jewelry'`))[0]!.ctid;
      const before = await ctid();
      await tx.query(`update public.products set stock = stock + 1, price = price + 1 where category = 'jewelry'`);
      expect(await ctid()).toBe(before);
      expect(await count(tx, 'jewelry')).toBe(jewelry);
    });
  });

  it('moving a published product to another category moves its count; moving a draft moves none', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      await addProduct(tx, 'count-move', 'food', 'published');
      await addProduct(tx, 'count-move-draft', 'food', 'draft');
      const [food, beauty] = [await count(tx, 'food'), await count(tx, 'beauty')];
      await tx.query(`update public.products set category = 'beauty' where id = 'count-move'`);
      expect([await count(tx, 'food'), await count(tx, 'beauty')]).toEqual([food - 1, beauty + 1]);
      await tx.query(`update public.products set category = 'beauty' where id = 'count-move-draft'`);
      expect([await count(tx, 'food'), await count(tx, 'beauty')]).toEqual([food - 1, beauty + 1]);
      // Moved and published in one statement: counted once, in the new category.
      await tx.query(`update public.products set category = 'models', status = 'published' where id = 'count-move-draft'`);
      expect([await count(tx, 'beauty'), await count(tx, 'models')]).toEqual([beauty + 1, (await truth(tx)).models]);
      expect(await stored(tx)).toEqual(await truth(tx));
    });
  });

  it('deleting a published product uncounts it, a draft not; a truncate leaves every category at 0', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      await addProduct(tx, 'count-del', 'home-kitchen', 'published');
      await addProduct(tx, 'count-del-draft', 'home-kitchen', 'draft');
      const homeKitchen = await count(tx, 'home-kitchen');
      await tx.query(`delete from public.products where id = 'count-del'`);
      expect(await count(tx, 'home-kitchen')).toBe(homeKitchen - 1);
      await tx.query(`delete from public.products where id = 'count-del-draft'`);
      expect(await count(tx, 'home-kitchen')).toBe(homeKitchen - 1);

      await tx.query('truncate public.products cascade');
      expect(Object.values(await stored(tx)).every((n) => n === 0)).toBe(true);
    });
  });

  it("a vendor member's publish in the seller center moves the count, with no write privilege on categories", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const member: Who = { role: 'authenticated', sub: MEMBER };
      const electronics = await count(tx, 'electronics');
      await as(
        tx,
        member,
        `insert into public.products (id, vendor_id, category, name, price, stock, image)
         values ('count-member', '${MEMBER_VENDOR}', 'electronics', 'Count test', 100, 1, 'vendors/${MEMBER_VENDOR}/count.png')`,
      );
      expect(await count(tx, 'electronics')).toBe(electronics); // a member's new product is a draft
      await as(tx, member, `update public.products set status = 'published' where id = 'count-member'`);
      expect(await count(tx, 'electronics')).toBe(electronics + 1);
      await as(tx, member, `update public.products set category = 'beauty' where id = 'count-member'`);
      expect(await count(tx, 'electronics')).toBe(electronics);
      expect(await stored(tx)).toEqual(await truth(tx));
    });
  });
});

describe('nobody sets a category count by hand', () => {
  it('refuses anon and signed-in users any write to categories', async () => {
    await inRolledBackTransaction(db, async (tx) => {
      for (const who of [{ role: 'anon' }, { role: 'authenticated', sub: MEMBER }] as Who[]) {
        expect((await refusal(tx, who, `update public.categories set listed_count = 1200 where slug = 'food'`)).code).toBe('42501');
        expect(
          (
            await refusal(
              tx,
              who,
              `insert into public.categories (slug, name_en, name_so, name_sw, listed_count) values ('count-fake', 'x', 'x', 'x', 99)`,
            )
          ).code,
        ).toBe('42501');
      }
      expect(await stored(tx)).toEqual(await truth(tx));
    });
  });

  it("corrects service_role's direct write: an update or insert stores the true count, whatever it sent", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const service: Who = { role: 'service_role' };
      const food = (await truth(tx)).food!;
      await as(tx, service, `update public.categories set listed_count = 1200 where slug = 'food'`);
      expect(await count(tx, 'food')).toBe(food);
      await as(tx, service, `update public.categories set listed_count = listed_count + 5`);
      expect(await stored(tx)).toEqual(await truth(tx));
      await as(
        tx,
        service,
        `insert into public.categories (slug, name_en, name_so, name_sw, listed_count) values ('count-new', 'New', 'Cusub', 'Mpya', 500)`,
      );
      expect(await count(tx, 'count-new')).toBe(0);
      // A rename (which re-indexes the category's products) keeps the true count too.
      await as(tx, service, `update public.categories set name_en = 'Food & Drink', listed_count = 3 where slug = 'food'`);
      expect(await count(tx, 'food')).toBe(food);
    });
  });
});
