import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '../src/db/types';
import { DEMO, inRolledBackTransaction, openTestDatabase } from './helpers';

/**
 * place_order against the settings row and the order-number sequence. Each case runs in one
 * transaction that is rolled back: the changed settings are never seen by another suite sharing
 * the PostgreSQL, and they are restored whatever happens.
 */
let db: Database;

const PRODUCT = `t-${randomUUID().slice(0, 8)}-settings`;
const ADDRESS = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd' };

interface Totals {
  id: string;
  subtotal: number;
  delivery_fee: number;
  tax: number;
  total: number;
}

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

/** Creates this file's product (price 4,000) as the table owner, inside the caller's transaction. */
async function addProduct(tx: Sql): Promise<void> {
  await tx.query(
    `insert into public.products (id, vendor_id, category, name, price, stock) values ($1, 'kahawa-house', 'food', 'Settings test', 4000, 100)`,
    [PRODUCT],
  );
}

/** Calls place_order as the demo shopper would through PostgREST: role authenticated, JWT claims set. */
async function placeAsShopper(tx: Sql, quantity: number, delivery = 'standard'): Promise<Totals> {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
    JSON.stringify({ sub: DEMO.id, role: 'authenticated' }),
  ]);
  const [row] = await tx.query<{ order: Totals | string }>(`select public.place_order($1::jsonb, $2, $3::jsonb, 'mpesa', $4) as "order"`, [
    JSON.stringify([{ product_id: PRODUCT, quantity }]),
    delivery,
    JSON.stringify(ADDRESS),
    randomUUID(),
  ]);
  await tx.query(`select set_config('role', 'postgres', true)`);
  const order = typeof row!.order === 'string' ? (JSON.parse(row!.order) as Totals) : row!.order;
  return {
    id: order.id,
    subtotal: Number(order.subtotal),
    delivery_fee: Number(order.delivery_fee),
    tax: Number(order.tax),
    total: Number(order.total),
  };
}

const money = ({ subtotal, delivery_fee, tax, total }: Totals) => ({ subtotal, delivery_fee, tax, total });

describe('place_order reads the shop_settings row', () => {
  it('charges the threshold, delivery fee and tax rate the service role sets, and the defaults once restored', async () => {
    const charged = await inRolledBackTransaction(db, async (tx) => {
      await addProduct(tx);
      const defaults = [money(await placeAsShopper(tx, 1)), money(await placeAsShopper(tx, 2))];
      await tx.query(`select set_config('role', 'service_role', true)`);
      const changed = await tx.execute(
        'update public.shop_settings set free_delivery_threshold = 5000, delivery_fee = 450, tax_rate = 0.16',
      );
      expect(changed).toBe(1);
      await tx.query(`select set_config('role', 'postgres', true)`);
      const custom = [
        money(await placeAsShopper(tx, 1)),
        money(await placeAsShopper(tx, 2)),
        money(await placeAsShopper(tx, 1, 'express')),
        money(await placeAsShopper(tx, 1, 'pickup')),
      ];
      return { defaults, custom };
    });
    expect(charged.defaults).toEqual([
      { subtotal: 4000, delivery_fee: 300, tax: 320, total: 4620 },
      { subtotal: 8000, delivery_fee: 300, tax: 640, total: 8940 },
    ]);
    expect(charged.custom).toEqual([
      // 4,000 is not above the new 5,000 threshold: the new fee of 450; tax at 16%.
      { subtotal: 4000, delivery_fee: 450, tax: 640, total: 5090 },
      // 8,000 is above it: free, where the default threshold of 10,000 would have charged.
      { subtotal: 8000, delivery_fee: 0, tax: 1280, total: 9280 },
      { subtotal: 4000, delivery_fee: 450, tax: 640, total: 5090 },
      { subtotal: 4000, delivery_fee: 0, tax: 640, total: 4640 },
    ]);
    const [settings] = await db.query<Record<string, unknown>>(
      'select free_delivery_threshold, delivery_fee, tax_rate from public.shop_settings',
    );
    expect(settings).toEqual({ free_delivery_threshold: '10000.00', delivery_fee: '300.00', tax_rate: '0.0800' });
  });

  it('keeps a single settings row: a second one is refused', async () => {
    await expect(
      inRolledBackTransaction(db, (tx) => tx.query('insert into public.shop_settings (id) values (false)')),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(inRolledBackTransaction(db, (tx) => tx.query('insert into public.shop_settings default values'))).rejects.toMatchObject({
      code: '23505',
    });
  });
});

describe('order numbers', () => {
  it('takes each order number from order_number_seq: ORD-<year>-<6 digits>, strictly increasing', async () => {
    const placed = await inRolledBackTransaction(db, async (tx) => {
      await addProduct(tx);
      const numbers: { id: string; sequence: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const { id } = await placeAsShopper(tx, 1);
        // currval is this session's last nextval, whatever other sessions take meanwhile.
        const [{ currval }] = (await tx.query<{ currval: string }>(`select currval('public.order_number_seq')::text as currval`)) as [
          { currval: string },
        ];
        numbers.push({ id, sequence: Number(currval) });
      }
      return numbers;
    });
    const year = new Date().getFullYear();
    for (const { id, sequence } of placed) {
      expect(id).toMatch(new RegExp(`^ORD-${year}-\\d{6}$`));
      expect(Number(id.slice(-6))).toBe(sequence);
    }
    const values = placed.map((p) => p.sequence);
    expect(values[1]).toBeGreaterThan(values[0]!);
    expect(values[2]).toBeGreaterThan(values[1]!);
  });
});
