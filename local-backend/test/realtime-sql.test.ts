import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../src/db/types';
import { openTestDatabase } from './helpers';
import { realtimeOn, type OwnRealtime } from './realtime/own-database';
import { disconnect, Inbox, RawSocket, sleep, subscribed } from './realtime/support';

type Probe = { id: string; owner: string; n: number; hidden: boolean };
type Change = RealtimePostgresChangesPayload<Probe>;
type Event = 'INSERT' | 'UPDATE' | '*';

// A table of this run: a shared PostgreSQL keeps tables between runs and files.
const TABLE = `realtime_probe_${randomUUID().slice(0, 8)}`;

describe('Realtime on a table published by SQL: capture in the database, its own policy, commit order', () => {
  let db: Database;
  let server: OwnRealtime;
  let clients: SupabaseClient[] = [];
  const alice = randomUUID();
  const bob = randomUUID();

  beforeAll(async () => {
    db = await openTestDatabase();
    // Started before the table exists: the join must find a table published at run time.
    server = await realtimeOn(db);
    await db.exec(`
      create table public.${TABLE} (id text primary key, owner uuid not null, n int not null default 0, hidden boolean not null default false);
      alter table public.${TABLE} enable row level security;
      grant select, insert, update, delete on public.${TABLE} to anon, authenticated, service_role;
      create policy own_visible on public.${TABLE} for select using (owner = (select auth.uid()) and not hidden);
      alter publication supabase_realtime add table public.${TABLE};
    `);
  }, 180_000);

  afterEach(async () => {
    await disconnect(...clients);
    clients = [];
  });

  afterAll(async () => {
    await server?.close();
    await db?.exec(`drop table if exists public.${TABLE}`);
    await db?.close();
  });

  /** A channel on the probe table as user (a signed-in token) or anon. */
  async function listen(user: string | null, event: Event = '*'): Promise<Inbox<Change>> {
    const supabase = server.client();
    clients.push(supabase);
    if (user) await supabase.realtime.setAuth(server.token({ role: 'authenticated', aud: 'authenticated', sub: user }));
    const inbox = new Inbox<Change>();
    const channel = supabase
      .channel(`probe-${Math.random()}`)
      .on<Probe>('postgres_changes', { event, schema: 'public', table: TABLE }, inbox.push);
    await subscribed(channel);
    return inbox;
  }

  const row = (change: Change) => (change.eventType === 'DELETE' ? change.old : change.new) as Partial<Probe>;

  it('a table published by SQL after start is joinable; a row written by plain SQL reaches only the user its own policy lets select it', async () => {
    const [forAlice, forBob, forAnon] = await Promise.all([listen(alice), listen(bob), listen(null)]);
    await db.execute(`insert into public.${TABLE} (id, owner) values ('a1', $1), ('b1', $2)`, [alice, bob]);
    expect(row(await forAlice.next())).toMatchObject({ id: 'a1', owner: alice });
    expect(row(await forBob.next())).toMatchObject({ id: 'b1', owner: bob });
    await sleep(300);
    expect(forAlice.items.map((c) => row(c).id)).toEqual(['a1']);
    expect(forBob.items.map((c) => row(c).id)).toEqual(['b1']);
    expect(forAnon.items).toEqual([]);
  });

  it('the policy is evaluated in the database at delivery: a column it reads hides a row, and a policy replaced at run time decides the next change', async () => {
    const [forAlice, forBob] = await Promise.all([listen(alice), listen(bob)]);
    await db.execute(`update public.${TABLE} set hidden = true, n = 1 where id = 'a1'`);
    await db.execute(`update public.${TABLE} set n = 1 where id = 'b1'`);
    await forBob.next((c) => row(c).id === 'b1');
    await sleep(300);
    expect(forAlice.items).toEqual([]);

    // Nothing the server holds changes: only the database knows the policy now lets everyone see.
    await db.exec(`drop policy own_visible on public.${TABLE}; create policy everyone on public.${TABLE} for select using (true);`);
    await db.execute(`update public.${TABLE} set n = 2 where id = 'a1'`);
    expect(row(await forAlice.next())).toMatchObject({ id: 'a1', n: 2, hidden: true });
    expect(row(await forBob.next((c) => row(c).id === 'a1'))).toMatchObject({ id: 'a1', n: 2 });
    await db.exec(
      `drop policy everyone on public.${TABLE}; create policy own_visible on public.${TABLE} for select using (owner = (select auth.uid()) and not hidden);`,
    );
  });

  it('the server sends each change only to the bindings of its event: INSERT, UPDATE and DELETE each their own, * all three', async () => {
    // A raw socket: supabase-js drops a change of another event itself, which would hide the server's choice.
    const socket = await RawSocket.open(server);
    const events = ['INSERT', 'UPDATE', 'DELETE', '*'];
    const bindings = events.map((event) => ({ event, schema: 'public', table: TABLE }));
    const token = server.token({ role: 'authenticated', aud: 'authenticated', sub: alice });
    const [, , , , reply] = await socket.join('realtime:events', { config: { postgres_changes: bindings }, access_token: token });
    const ids = Object.fromEntries(
      (reply.response as { postgres_changes: { event: string; id: number }[] }).postgres_changes.map((b) => [b.event, b.id]),
    );
    await socket.frames.next((f) => f[3] === 'system');
    const change = (type: string) =>
      socket.frames.next((f) => f[3] === 'postgres_changes' && (f[4].data as { type: string }).type === type);

    // One at a time: an UPDATE's row is checked as the table holds it at delivery, and a row
    // deleted by then is not delivered (as on hosted Realtime).
    await db.execute(`insert into public.${TABLE} (id, owner) values ('a2', $1)`, [alice]);
    expect((await change('INSERT'))[4].ids).toEqual([ids.INSERT, ids['*']]);
    await db.execute(`update public.${TABLE} set n = 5 where id = 'a2'`);
    expect((await change('UPDATE'))[4].ids).toEqual([ids.UPDATE, ids['*']]);
    await db.execute(`delete from public.${TABLE} where id = 'a2'`);
    expect((await change('DELETE'))[4].ids).toEqual([ids.DELETE, ids['*']]);
    expect(socket.frames.items.filter((f) => f[3] === 'postgres_changes')).toHaveLength(3);
    socket.close();
  });

  it('changes arrive in commit order, the rows of one transaction in the order written; a rolled-back transaction sends nothing', async () => {
    const inbox = await listen(alice, 'UPDATE');
    await db.execute(`insert into public.${TABLE} (id, owner) values ('a3', $1), ('a4', $1)`, [alice]);
    await db.transaction(async (tx) => {
      await tx.execute(`update public.${TABLE} set n = 10 where id = 'a3'`);
      await tx.execute(`update public.${TABLE} set n = 11 where id = 'a4'`);
    });
    await db
      .transaction(async (tx) => {
        await tx.execute(`update public.${TABLE} set n = 99 where id = 'a3'`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    for (let n = 12; n < 20; n++) await db.execute(`update public.${TABLE} set n = $1 where id = 'a4'`, [n]);
    await inbox.next((c) => row(c).n === 19);
    await sleep(300);
    expect(inbox.items.map((c) => row(c).n)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  // PGlite has one connection, so two transactions can never overlap there.
  (process.env.DATABASE_URL ? it : it.skip)(
    'on PostgreSQL, a transaction that wrote first but commits last is delivered last (commit order, not write order)',
    async () => {
      const inbox = await listen(alice, 'UPDATE');
      await db.execute(`insert into public.${TABLE} (id, owner) values ('a5', $1), ('a6', $1)`, [alice]);
      await db.transaction(async (tx) => {
        await tx.execute(`update public.${TABLE} set n = 1 where id = 'a5'`);
        // Another connection writes and commits while this transaction is still open.
        await db.execute(`update public.${TABLE} set n = 2 where id = 'a6'`);
      });
      await inbox.next((c) => row(c).id === 'a5');
      expect(inbox.items.map((c) => row(c).id)).toEqual(['a6', 'a5']);
    },
  );
});
