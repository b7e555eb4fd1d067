import { randomUUID } from 'node:crypto';
import type { Database, PgError, Sql } from '../src/db/types';
import { acceptB2c, b2cResult, type B2cRequest } from '../src/functions/daraja';
import { Mailbox } from '../src/auth/mailbox';
import { mailCancelledLines } from '../src/db/auto-cancel';
import { inRolledBackTransaction, openTestDatabase } from './helpers';

/**
 * The vendor's money in SQL (migrations 20250125000100 and …0200), at the database: commission
 * fixed at payment, the append-only ledger, available and pending balances, payouts and the
 * auto-cancel. Each test builds its own vendor in a transaction that is rolled back, except the
 * concurrent payouts, which need two committed transactions (a vendor of this run only).
 */

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

interface Who {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
}

const ANON: Who = { role: 'anon' };
const SERVICE: Who = { role: 'service_role' };
const user = (sub: string): Who => ({ role: 'authenticated', sub });

/** One statement as PostgREST runs it for this caller: their role, their claims, RLS. */
async function as<R = Record<string, unknown>>(tx: Sql, who: Who, sql: string, params: unknown[] = []): Promise<R[]> {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [JSON.stringify(who), who.role]);
  const rows = await tx.query<R>(sql, params);
  await tx.query(`reset role`);
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
  return rows;
}

/** The error a statement is refused with; the transaction carries on (a savepoint undoes the attempt). */
async function refusal(tx: Sql, who: Who | null, sql: string, params: unknown[] = []): Promise<PgError> {
  await tx.query('savepoint refusal');
  try {
    if (who) await as(tx, who, sql, params);
    else await tx.query(sql, params);
  } catch (error) {
    await tx.query('rollback to savepoint refusal');
    return error as PgError;
  }
  await tx.query('release savepoint refusal');
  throw new Error(`expected a refusal of: ${sql}`);
}

const ADDRESS = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd' };

interface Shop {
  vendorId: string;
  member: Who;
  operator: Who;
  shopper: Who;
  radio: string;
  kettle: string;
}

/** A vendor with a member, an operator, a shopper, a radio (electronics) and a kettle (home-kitchen). */
async function shop(tx: Sql, options: { mpesa?: string | null } = {}): Promise<Shop> {
  const tag = randomUUID().slice(0, 8);
  const [memberId, operatorId, shopperId] = [randomUUID(), randomUUID(), randomUUID()];
  await tx.query(`insert into auth.users (id, email) select id, 'ledger-' || id || '@example.test' from unnest($1::uuid[]) id`, [
    [memberId, operatorId, shopperId],
  ]);
  const vendorId = `ledger-${tag}`;
  await tx.query(`insert into public.vendors (id, name, category) values ($1, $2, 'electronics')`, [vendorId, `Ledger ${tag}`]);
  await tx.query(`insert into public.vendor_members (user_id, vendor_id) values ($1, $2)`, [memberId, vendorId]);
  await tx.query(`insert into public.operators (user_id) values ($1)`, [operatorId]);
  await tx.query(
    `insert into public.products (id, vendor_id, category, name, price, stock, image) values
       ($1 || '-radio', $1, 'electronics', 'Radio ' || $1, 1500, 50, 'vendors/' || $1 || '/radio.png'),
       ($1 || '-kettle', $1, 'home-kitchen', 'Kettle ' || $1, 1000, 50, 'vendors/' || $1 || '/kettle.png')`,
    [vendorId],
  );
  const member = user(memberId);
  if (options.mpesa !== null) {
    // As the member, through row-level security, as the seller center will.
    await as(tx, member, `insert into public.vendor_mpesa_accounts (vendor_id, phone) values ($1, $2)`, [
      vendorId,
      options.mpesa ?? '0712 345 678',
    ]);
  }
  return {
    vendorId,
    member,
    operator: user(operatorId),
    shopper: user(shopperId),
    radio: `${vendorId}-radio`,
    kettle: `${vendorId}-kettle`,
  };
}

interface Placed {
  orderId: string;
  lineId: number;
}

async function order(tx: Sql, s: Shop, productId: string, quantity: number, method: 'card' | 'cod'): Promise<Placed> {
  const [{ result }] = (await as<{ result: { id: string } }>(
    tx,
    s.shopper,
    `select public.place_order($1, 'standard', $2, $3, $4) as result`,
    [JSON.stringify([{ product_id: productId, quantity }]), JSON.stringify(ADDRESS), method, randomUUID()],
  )) as [{ result: { id: string } }];
  const [line] = await tx.query<{ id: number }>(`select id from public.order_items where order_id = $1`, [result.id]);
  if (method === 'card') {
    await as(tx, SERVICE, `select public.apply_card_result($1, $2, 'visa', '4242', 'approved')`, [s.shopper.sub, result.id]);
  }
  return { orderId: result.id, lineId: Number(line!.id) };
}

async function move(tx: Sql, s: Shop, lineId: number, to: 'shipped' | 'delivered'): Promise<void> {
  await as(tx, s.member, `select public.accept_order_line($1)`, [lineId]);
  await as(tx, s.member, `select public.mark_order_line_ready($1)`, [lineId]);
  await as(tx, s.member, `select public.ship_order_line($1, 'KE-1001', 'G4S')`, [lineId]);
  if (to === 'delivered') await as(tx, s.member, `select public.mark_order_line_delivered($1)`, [lineId]);
}

/** The test's clock: this line was delivered that many days ago. */
async function deliveredDaysAgo(tx: Sql, lineId: number, days: number): Promise<void> {
  await tx.query(`update public.order_items set delivered_at = now() - make_interval(days => $2) where id = $1`, [lineId, days]);
}

async function balance(tx: Sql, s: Shop, asOf = 'now()'): Promise<{ available: string; pending: string }> {
  const [row] = await as<{ available: string; pending: string }>(
    tx,
    s.member,
    `select available::numeric(12, 2)::text as available, pending::numeric(12, 2)::text as pending
       from public.vendor_balances(${asOf})`,
  );
  return row!;
}

const ledgerSum = async (tx: Sql, vendorId: string) =>
  (
    await tx.query<{ sum: string }>(
      `select coalesce(sum(amount), 0)::numeric(12, 2)::text as sum from public.vendor_ledger where vendor_id = $1`,
      [vendorId],
    )
  )[0]!.sum;

/** An operator's payout of the amount, settled by the simulated Safaricom's result for the vendor's number. */
async function payout(tx: Sql, s: Shop, amount: number): Promise<{ id: number; status: string }> {
  const originator = randomUUID();
  const [{ payout: started }] = (await as<{ payout: { id: number; msisdn: string } }>(
    tx,
    s.operator,
    `select public.start_vendor_payout($1, $2, $3, $4) as payout`,
    [s.vendorId, amount, randomUUID(), originator],
  )) as [{ payout: { id: number; msisdn: string } }];
  const request = {
    OriginatorConversationID: originator,
    Amount: amount,
    PartyB: started.msisdn,
    QueueTimeOutURL: 'http://x',
  } as B2cRequest;
  const response = acceptB2c(request);
  await as(tx, SERVICE, `select public.record_b2c_accepted($1, $2)`, [originator, response.ConversationID]);
  await as(tx, SERVICE, `select public.apply_b2c_result($1)`, [JSON.stringify(b2cResult(request, response))]);
  const [row] = await tx.query<{ status: string }>(`select status from public.vendor_payouts where id = $1`, [started.id]);
  return { id: started.id, status: row!.status };
}

describe("a vendor's ledger", () => {
  it('sums a scripted month to the cent: sales less commission, a cancellation, a return, an adjustment, a payout and a failed one', () =>
    inRolledBackTransaction(db, async (tx) => {
      const s = await shop(tx);
      await as(tx, s.operator, `select public.set_commission_rate(null, 0.10)`);
      await as(tx, s.operator, `select public.set_commission_rate('electronics', 0.12)`);

      // A: 2 radios by card, 12 %, delivered 10 days ago: released.
      const a = await order(tx, s, s.radio, 2, 'card');
      // A rate changed after A was paid applies to lines paid after it.
      await as(tx, s.operator, `select public.set_commission_rate('electronics', 0.15)`);
      await move(tx, s, a.lineId, 'delivered');
      await deliveredDaysAgo(tx, a.lineId, 10);
      // C: a radio, cash on delivery: sold when delivered (8 days ago), at the rate of then.
      const c = await order(tx, s, s.radio, 1, 'cod');
      await move(tx, s, c.lineId, 'delivered');
      await deliveredDaysAgo(tx, c.lineId, 8);
      // B: a kettle by card (default 10 %), delivered 3 days ago: still in the returns window.
      const b = await order(tx, s, s.kettle, 1, 'card');
      await move(tx, s, b.lineId, 'delivered');
      await deliveredDaysAgo(tx, b.lineId, 3);
      // D: a radio paid, then cancelled by the vendor: refunded with its commission.
      const d = await order(tx, s, s.radio, 1, 'card');
      await as(tx, s.member, `select public.cancel_order_line($1, 'Out of stock at the supplier')`, [d.lineId]);
      // E: a kettle delivered 2 days ago and sent back: the operator records the return.
      const e = await order(tx, s, s.kettle, 1, 'card');
      await move(tx, s, e.lineId, 'delivered');
      await deliveredDaysAgo(tx, e.lineId, 2);
      await as(tx, s.operator, `select public.record_order_line_return($1, 'Arrived dented')`, [e.lineId]);
      // F: a radio paid and shipped, not yet delivered.
      const f = await order(tx, s, s.radio, 1, 'card');
      await move(tx, s, f.lineId, 'shipped');
      await as(tx, s.operator, `select public.add_ledger_adjustment($1, -150.50, 'Packaging damaged on pick-up')`, [s.vendorId]);
      expect(await payout(tx, s, 2000)).toMatchObject({ status: 'paid' });
      // The vendor gives a number M-Pesa cannot pay (the simulator's 2040): the payout fails.
      await as(tx, s.member, `update public.vendor_mpesa_accounts set phone = '0700 002 040' where vendor_id = $1`, [s.vendorId]);
      expect(await payout(tx, s, 500)).toMatchObject({ status: 'failed' });

      const lines = await tx.query<{ id: string; commission_rate: string; commission: string }>(
        `select id, commission_rate::text, commission::text from public.order_items where id = any($1) order by id`,
        [[a.lineId, c.lineId, d.lineId]],
      );
      expect(lines.map((l) => [l.commission_rate, l.commission])).toEqual([
        ['0.1200', '360.00'],
        ['0.1500', '225.00'],
        ['0.1500', '225.00'],
      ]);
      const entries = await as<{ kind: string; amount: string; line: string | null }>(
        tx,
        s.member,
        `select kind, amount::text, order_item_id::text as line from public.vendor_ledger where vendor_id = $1 order by id`,
        [s.vendorId],
      );
      const on = (line: Placed) =>
        entries.filter((entry) => entry.line === String(line.lineId)).map((entry) => `${entry.kind} ${entry.amount}`);
      expect(on(a)).toEqual(['sale 3000.00', 'commission -360.00']);
      expect(on(c)).toEqual(['sale 1500.00', 'commission -225.00']);
      expect(on(d)).toEqual(['sale 1500.00', 'commission -225.00', 'refund -1500.00', 'commission 225.00']);
      expect(on(e)).toEqual(['sale 1000.00', 'commission -100.00', 'refund -1000.00', 'commission 100.00']);
      expect(entries.filter((entry) => entry.line === null).map((entry) => `${entry.kind} ${entry.amount}`)).toEqual([
        'adjustment -150.50',
        'payout -2000.00',
        'payout -500.00',
        'payout 500.00',
      ]);

      // Available: A 2640 + C 1275 − 150.50 − 2000 (the failed 500 came back). Pending: B 900 + F 1275.
      expect(await balance(tx, s)).toEqual({ available: '1764.50', pending: '2175.00' });
      expect(await ledgerSum(tx, s.vendorId)).toBe('3939.50');
      // Five days on, B's returns window (7 days from 3 days ago) has passed; F is not delivered.
      expect(await balance(tx, s, `now() + interval '5 days'`)).toEqual({ available: '2664.50', pending: '1275.00' });
      // The operator sees every vendor's balance; another vendor's member sees only their own.
      const other = await shop(tx);
      const [seen] = await as<{ available: string }>(
        tx,
        s.operator,
        `select available::text from public.vendor_balances() where vendor_id = $1`,
        [s.vendorId],
      );
      expect(seen?.available).toBe('1764.50');
      expect(await as(tx, other.member, `select vendor_id from public.vendor_balances()`)).toEqual([{ vendor_id: other.vendorId }]);
      expect(await as(tx, other.member, `select id from public.vendor_ledger where vendor_id = $1`, [s.vendorId])).toEqual([]);
      expect(await as(tx, s.shopper, `select id from public.vendor_ledger`)).toEqual([]);
    }));

  it('lets no role change or remove an entry, and none write one directly', () =>
    inRolledBackTransaction(db, async (tx) => {
      const s = await shop(tx);
      const [{ entry }] = (await as<{ entry: { id: number } }>(
        tx,
        s.operator,
        `select public.add_ledger_adjustment($1, 100, 'Opening balance') as entry`,
        [s.vendorId],
      )) as [{ entry: { id: number } }];
      for (const who of [ANON, s.member, s.operator, SERVICE]) {
        for (const sql of [
          `update public.vendor_ledger set amount = 1000000 where id = $1`,
          `delete from public.vendor_ledger where id = $1`,
          `insert into public.vendor_ledger (vendor_id, kind, amount, reason) select vendor_id, 'adjustment', 5, 'mine' from public.vendor_ledger where id = $1`,
        ]) {
          expect({ who, sql, code: (await refusal(tx, who, sql, [entry.id])).code }).toEqual({ who, sql, code: '42501' });
        }
      }
      // Even the table's owner, who has every grant, meets the trigger.
      for (const sql of [
        `update public.vendor_ledger set amount = 1000000 where id = $1`,
        `delete from public.vendor_ledger where id = $1`,
      ]) {
        expect(await refusal(tx, null, sql, [entry.id])).toMatchObject({
          code: '42501',
          message: 'Ledger entries are never changed or removed; record a reversing entry instead',
          hint: 'ledger.appendOnly',
        });
      }
      expect((await refusal(tx, null, `truncate public.vendor_ledger`)).hint).toBe('ledger.appendOnly');
      expect(await tx.query(`select amount::text from public.vendor_ledger where id = $1`, [entry.id])).toEqual([{ amount: '100.00' }]);
    }));

  it('refuses bad input with a message, and writes nothing of it', () =>
    inRolledBackTransaction(db, async (tx) => {
      const s = await shop(tx);
      const bare = await shop(tx, { mpesa: null });
      for (const rate of [0.51, -0.01, 0.5001]) {
        expect(await refusal(tx, s.operator, `select public.set_commission_rate('electronics', $1)`, [rate])).toMatchObject({
          code: '22023',
          message: 'A commission rate must be from 0% to 50%',
          hint: 'seller.commissionRateOutOfRange',
        });
      }
      expect(
        (await refusal(tx, SERVICE, `insert into public.category_commission_rates (category, rate) values ('clothing', 0.6)`)).message,
      ).toBe('A commission rate must be from 0% to 50%');
      expect((await refusal(tx, null, `update public.shop_settings set commission_rate = 0.75`)).message).toBe(
        'A commission rate must be from 0% to 50%',
      );
      await as(tx, s.operator, `select public.set_commission_rate('electronics', 0.5)`);
      await as(tx, s.operator, `select public.set_commission_rate('electronics', 0)`);
      expect(await refusal(tx, s.member, `select public.set_commission_rate('electronics', 0.2)`)).toMatchObject({
        code: '42501',
        hint: 'seller.operatorOnly',
      });

      await as(tx, s.operator, `select public.add_ledger_adjustment($1, 1000.50, 'Opening balance')`, [s.vendorId]);
      await as(tx, s.operator, `select public.add_ledger_adjustment($1, 1000, 'Opening balance')`, [bare.vendorId]);
      const pay = (vendorId: string, amount: number | null) =>
        refusal(tx, s.operator, `select public.start_vendor_payout($1, $2, $3, $4)`, [vendorId, amount, randomUUID(), randomUUID()]);
      for (const amount of [0, -5]) {
        expect(await pay(s.vendorId, amount)).toMatchObject({ code: '22023', message: 'A payout must be more than zero' });
      }
      expect(await pay(s.vendorId, 1001)).toMatchObject({
        code: 'P0001',
        message: 'A payout of KES 1,001.00 is more than the available balance of KES 1,000.50',
        hint: 'payout.aboveAvailable',
      });
      expect((await pay(s.vendorId, 10.5)).hint).toBe('payout.amountNotWhole');
      expect(await pay(bare.vendorId, 100)).toMatchObject({
        code: 'P0001',
        message: 'This vendor has no M-Pesa number to pay out to',
        hint: 'payout.noMpesaNumber',
      });
      expect(
        (await refusal(tx, s.member, `select public.start_vendor_payout($1, 100, $2, $3)`, [s.vendorId, randomUUID(), randomUUID()])).hint,
      ).toBe('seller.operatorOnly');
      expect(await refusal(tx, s.operator, `select public.add_ledger_adjustment($1, 10, ' ')`, [s.vendorId])).toMatchObject({
        message: 'A reason is required for an adjustment',
      });
      expect(
        await refusal(tx, s.member, `insert into public.vendor_mpesa_accounts (vendor_id, phone) values ($1, '0712 345 678')`, [
          bare.vendorId,
        ]),
      ).toMatchObject({ code: '42501' });

      const written = await tx.query<{ kind: string }>(`select kind from public.vendor_ledger where vendor_id = any($1)`, [
        [s.vendorId, bare.vendorId],
      ]);
      expect(written.map((entry) => entry.kind)).toEqual(['adjustment', 'adjustment']);
      expect(await tx.query(`select id from public.vendor_payouts where vendor_id = any($1)`, [[s.vendorId, bare.vendorId]])).toEqual([]);
      // The whole available balance, in whole shillings, when no amount is given.
      const [{ payout: all }] = (await as<{ payout: { amount: number } }>(
        tx,
        s.operator,
        `select public.start_vendor_payout($1, null, $2, $3) as payout`,
        [s.vendorId, randomUUID(), randomUUID()],
      )) as [{ payout: { amount: number } }];
      expect(Number(all.amount)).toBe(1000);
    }));
});

describe('payouts at the same time', () => {
  it('pays once when two operators pay the whole balance at once, and a retried request never pays again', async () => {
    const s = await db.transaction(async (tx) => {
      const created = await shop(tx);
      await as(tx, created.operator, `select public.add_ledger_adjustment($1, 1000, 'Opening balance')`, [created.vendorId]);
      return created;
    });
    const start = (tx: Sql, key: string) =>
      as<{ payout: { id: number } }>(tx, s.operator, `select public.start_vendor_payout($1, 1000, $2, $3) as payout`, [
        s.vendorId,
        key,
        randomUUID(),
      ]);
    const [firstKey, secondKey] = [randomUUID(), randomUUID()];

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstPaid = new Promise<void>((resolve) => (started = resolve));
    // The first payout stays uncommitted while the second one starts.
    const first = db.transaction(async (tx) => {
      const rows = await start(tx, firstKey);
      started();
      await held;
      return rows;
    });
    await firstPaid;
    let secondSettled = false;
    const second = db
      .transaction((tx) => start(tx, secondKey))
      .then(
        () => null,
        (error: unknown) => error,
      )
      .finally(() => (secondSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secondWaited = !secondSettled;
    release();

    const [paid] = await first;
    // On PostgreSQL the second waits on the vendor's payout lock; PGlite runs one transaction at a time.
    expect(secondWaited).toBe(true);
    expect(await second).toMatchObject({ hint: 'payout.aboveAvailable' });
    const retried = await db.transaction((tx) => start(tx, firstKey));
    expect(retried[0]!.payout).toMatchObject({ id: paid!.payout.id, replayed: true });
    const entries = await db.query<{ kind: string; amount: string }>(
      `select kind, amount::text from public.vendor_ledger where vendor_id = $1 order by id`,
      [s.vendorId],
    );
    expect(entries).toEqual([
      { kind: 'adjustment', amount: '1000.00' },
      { kind: 'payout', amount: '-1000.00' },
    ]);
  });
});

describe('orders that do not wait forever', () => {
  it('cancels exactly the paid lines not shipped within 5 working days, counting neither the weekend nor Madaraka Day', () =>
    inRolledBackTransaction(db, async (tx) => {
      const s = await shop(tx);
      const paidAt = async (placed: Placed, at: string) => {
        await tx.query(`update public.order_items set paid_at = $2 where id = $1`, [placed.lineId, at]);
      };
      // Tue 26 May 2026: ship by Wed 3 June (Sat 30, Sun 31 and Mon 1 June, Madaraka Day, do not count).
      const lateReady = await order(tx, s, s.radio, 1, 'card');
      await paidAt(lateReady, '2026-05-26T10:00:00+03:00');
      await as(tx, s.member, `select public.accept_order_line($1)`, [lateReady.lineId]);
      await as(tx, s.member, `select public.mark_order_line_ready($1)`, [lateReady.lineId]);
      // Wed 27 May: ship by Thu 4 June.
      const late = await order(tx, s, s.radio, 2, 'card');
      await paidAt(late, '2026-05-27T09:00:00+03:00');
      // Thu 28 May: ship by Fri 5 June; so is one paid at 01:00 on Thursday in Nairobi (Wednesday in UTC).
      const onTime = await order(tx, s, s.radio, 1, 'card');
      await paidAt(onTime, '2026-05-28T14:00:00+03:00');
      const onTimeByNairobi = await order(tx, s, s.radio, 1, 'card');
      await paidAt(onTimeByNairobi, '2026-05-27T22:00:00Z');
      // Paid long ago but shipped; cash on delivery, never paid.
      const shipped = await order(tx, s, s.radio, 1, 'card');
      await paidAt(shipped, '2026-05-11T10:00:00+03:00');
      await move(tx, s, shipped.lineId, 'shipped');
      await order(tx, s, s.radio, 1, 'cod');

      const cancelAt = async (now: string) =>
        (
          await as<{ order_id: string }>(tx, SERVICE, `select order_id from public.auto_cancel_unshipped_orders($1) where vendor_id = $2`, [
            now,
            s.vendorId,
          ])
        ).map((row) => row.order_id);
      expect(await cancelAt('2026-06-04T23:59:00+03:00')).toEqual([lateReady.orderId]);
      expect(await cancelAt('2026-06-05T08:00:00+03:00')).toEqual([late.orderId]);
      expect(await cancelAt('2026-06-05T23:59:00+03:00')).toEqual([]);

      const orders = await tx.query<{ id: string; status: string }>(`select id, status from public.orders where id = any($1) order by id`, [
        [lateReady.orderId, late.orderId, onTime.orderId],
      ]);
      expect(Object.fromEntries(orders.map((o) => [o.id, o.status]))).toEqual({
        [lateReady.orderId]: 'cancelled',
        [late.orderId]: 'cancelled',
        [onTime.orderId]: 'processing',
      });
      // 50 radios, 7 ordered, the 3 of the cancelled lines back.
      expect(await tx.query(`select stock from public.products where id = $1`, [s.radio])).toEqual([{ stock: 46 }]);
      const refunds = await tx.query<{ line: string; kind: string; amount: string }>(
        `select order_item_id::text as line, kind, amount::text from public.vendor_ledger where kind = 'refund' and vendor_id = $1 order by id`,
        [s.vendorId],
      );
      expect(refunds).toEqual([
        { line: String(lateReady.lineId), kind: 'refund', amount: '-1500.00' },
        { line: String(late.lineId), kind: 'refund', amount: '-3000.00' },
      ]);
      expect(await tx.query(`select reason from public.refunds where order_item_id = $1`, [late.lineId])).toEqual([
        { reason: 'Not shipped within 5 working days' },
      ]);
    }));

  it('mails the shopper whose order lost lines, once per order, with the way to it', () =>
    inRolledBackTransaction(db, async (tx) => {
      const s = await shop(tx);
      const late = await order(tx, s, s.radio, 1, 'card');
      await tx.query(`update public.order_items set paid_at = '2026-05-27T09:00:00+03:00' where id = $1`, [late.lineId]);
      const lines = await as<{ order_id: string }>(
        tx,
        SERVICE,
        `select order_id from public.auto_cancel_unshipped_orders($1) where vendor_id = $2`,
        ['2026-06-05T08:00:00+03:00', s.vendorId],
      );
      await mailCancelledLines(tx, new Mailbox(db, null), lines);
      const mails = await tx.query<{ recipient: string; subject: string; links: string[] }>(
        `select m.recipient, m.subject, m.links from local_backend.mailbox m
           join auth.users u on lower(u.email) = lower(m.recipient)
           join public.orders o on o.user_id = u.id
          where o.id = $1`,
        [late.orderId],
      );
      expect(mails).toEqual([
        {
          recipient: expect.any(String),
          subject: `Order ${late.orderId}: 1 item cancelled and refunded`,
          links: [`/orders/${late.orderId}`],
        },
      ]);
    }));
});
