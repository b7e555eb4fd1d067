import type { Claims } from '../auth/tokens';
import type { Database } from '../db/types';
import { isRecord } from '../json';
import { parseFilters, type Filter } from './filters';
import type { Publication, PublishedTable } from './publication';
import { passing, type Row } from './rls';
import type { Json } from './serializer';

/** A joined channel as the change feed sees it. */
export interface Subscriber {
  role: string;
  claims: Claims;
  deliver(ids: number[], data: Json): void;
}

type Action = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

interface Binding {
  /** What the join reply lists and each change's `ids` carry. */
  id: number;
  action: Action;
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
}

interface Change {
  schema: string;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  oldRecord: Row | null;
  commitTimestamp: string;
}

const NOTIFY_CHANNEL = 'local_backend_realtime';
const BATCH = 500;
const SWEEP_MS = 10_000;
/** Realtime's max_record_bytes: above it, values over 64 bytes are left out and errors says 413. */
const MAX_RECORD_BYTES = 1024 * 1024;

/** Realtime's binding id: a hash of the binding's parameters (phash2 there, FNV-1a here), 27 bits. */
function bindingId(params: Json): number {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(params)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash & 0x7ffffff;
}

function actionOf(event: unknown): Action {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*';
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** Realtime's rendering of a binding in its error messages. */
function describe(b: Omit<Binding, 'id'>): string {
  const filters = b.filters.map((f) => `{${JSON.stringify(f.column)}, ${JSON.stringify(f.op)}, ${JSON.stringify(f.value)}, ${f.negate}}`);
  const select = b.select ? JSON.stringify(b.select) : 'nil';
  return `[event: ${b.action}, schema: ${b.schema}, table: ${b.table}, filters: [${filters.join(', ')}], select: ${select}]`;
}

const isObject = (value: unknown) => isRecord<Json>(value);

/** Reads a binding as Realtime's parse_subscription_params does, or says why it cannot. */
function parseBinding(params: Json): Omit<Binding, 'id'> | string {
  if (!isObject(params))
    return `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`;
  const { schema, table, filter, select } = params;
  let selected: string[] | null = null;
  if (typeof select === 'string')
    return 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]';
  if (Array.isArray(select)) {
    const names = select.filter((c): c is string => typeof c === 'string');
    selected = names.length ? names : null;
  }
  if (typeof schema !== 'string' && typeof table !== 'string') {
    return `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`;
  }
  const parsed = typeof filter === 'string' ? parseFilters(filter) : { ok: true as const, filters: [] };
  if (!parsed.ok) return parsed.error;
  const binding = {
    action: actionOf(params.event),
    schema: typeof schema === 'string' ? schema : 'public',
    table: typeof table === 'string' ? table : '*',
    filters: parsed.filters,
    select: selected,
  };
  if (selected && (binding.schema === '*' || binding.table === '*')) {
    return 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.';
  }
  return binding;
}

function pick(row: Row | null, names: Iterable<string>): Row {
  const picked: Row = {};
  if (row) for (const name of names) if (name in row) picked[name] = row[name]!;
  return picked;
}

/** Realtime's errors for a change the role cannot be told about: no key to check it by, or a key it may not select. */
function refusal(table: PublishedTable, op: Change['op'], role: string): string | null {
  if (op === 'DELETE') return null;
  if (table.primaryKey.length === 0) return 'Error 400: Bad Request, no primary key';
  const selectable = (name: string) => table.columns.some((c) => c.name === name && c.selectableBy.includes(role));
  return table.primaryKey.every(selectable) ? null : 'Error 401: Unauthorized';
}

/**
 * postgres_changes: bindings of joined channels, and the changes the capture triggers queue,
 * delivered in commit order to each binding whose role may see the row and whose filters match.
 */
export class ChangeFeed {
  private readonly bindings = new Map<Subscriber, Binding[]>();
  private readonly pending: string[] = [];
  private draining: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private sweep: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly publication: Publication,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    await this.publication.refresh();
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, (id) => this.notified(id));
    this.sweep = setInterval(() => {
      this.db.execute(`delete from local_backend.realtime_changes where captured_at < now() - interval '1 minute'`).catch(() => undefined);
    }, SWEEP_MS);
    this.sweep.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    await this.unlisten?.();
    await this.draining;
  }

  get subscriptionCount(): number {
    let count = 0;
    for (const list of this.bindings.values()) count += list.length;
    return count;
  }

  /**
   * Registers a channel's config.postgres_changes. Returns the bindings with their ids for the
   * join reply, and the error Realtime would push as a `system` message when the subscription
   * fails (then none of them is active, as Realtime rolls them back together).
   */
  async subscribe(subscriber: Subscriber, list: Json[]): Promise<{ reply: Json[]; error: string | null }> {
    const reply = list.map((params) => (isObject(params) ? { ...params, id: bindingId(params) } : params));
    const bindings: Binding[] = [];
    for (const params of list) {
      const parsed = parseBinding(params);
      if (typeof parsed === 'string') return { reply, error: parsed };
      let tables = this.publication.matching(parsed.schema, parsed.table);
      if (tables.length === 0) {
        await this.publication.refresh();
        tables = this.publication.matching(parsed.schema, parsed.table);
      }
      if (tables.length === 0) {
        return {
          reply,
          error: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(parsed)}`,
        };
      }
      for (const table of tables) {
        const problem = await this.checkFilters(table, parsed.filters, subscriber);
        if (problem) {
          return {
            reply,
            error: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe(parsed)}. Exception: ${problem}`,
          };
        }
      }
      bindings.push({ ...parsed, id: bindingId(params) });
    }
    if (bindings.length) this.bindings.set(subscriber, bindings);
    return { reply, error: null };
  }

  unsubscribe(subscriber: Subscriber): void {
    this.bindings.delete(subscriber);
  }

  /** Realtime's checks: a filter names a column the role may select, with a value of its type. */
  private async checkFilters(table: PublishedTable, filters: Filter[], subscriber: Subscriber): Promise<string | null> {
    for (const filter of filters) {
      const column = table.columns.find((c) => c.name === filter.column);
      if (!column || !column.selectableBy.includes(subscriber.role)) return `invalid column for filter ${filter.column}`;
      if (filter.op === 'in' && filter.value.split(',').length > 100) return 'too many values for `in` filter. Maximum 100';
    }
    if (filters.length === 0) return null;
    try {
      const nulls = Object.fromEntries(filters.map((f) => [f.column, null]));
      await passing(this.db, table, [{ row: nulls, checkRowSecurity: false }], subscriber.role, subscriber.claims, [filters]);
      return null;
    } catch (error) {
      return String((error as Error).message);
    }
  }

  private notified(id: string): void {
    if (this.stopped) return;
    this.pending.push(id);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length && !this.stopped) {
      const ids = this.pending.splice(0, BATCH);
      try {
        const rows = await this.db.query<Change & { id: string }>(
          `select id::text, schema_name as schema, table_name as "table", op, record, old_record as "oldRecord",
                  to_char(captured_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "commitTimestamp"
             from local_backend.realtime_changes where id = any($1::bigint[])`,
          [ids],
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const changes = ids.map((id) => byId.get(id)).filter((change): change is Change & { id: string } => change !== undefined);
        if (!this.stopped) await this.dispatch(changes);
      } catch (error) {
        if (!this.stopped) this.log(`realtime: changes ${ids[0]}… not delivered: ${String((error as Error).stack ?? error)}`);
      }
    }
  }

  /**
   * A batch of changes, in commit order: one database round per table and distinct claims, then
   * each change to each channel that may see it, one message per channel and change.
   */
  private async dispatch(changes: Change[]): Promise<void> {
    const deliveries = changes.map(() => [] as (() => void)[]);
    const byTable = new Map<PublishedTable, number[]>();
    changes.forEach((change, i) => {
      const table = this.publication.get(change.schema, change.table);
      if (table) byTable.set(table, [...(byTable.get(table) ?? []), i]);
    });
    await Promise.all(
      [...byTable].map(([table, indexes]) =>
        this.dispatchTable(
          table,
          indexes.map((i) => changes[i]!),
          indexes,
          deliveries,
        ),
      ),
    );
    for (const send of deliveries.flat()) send();
  }

  private async dispatchTable(table: PublishedTable, changes: Change[], indexes: number[], deliveries: (() => void)[][]): Promise<void> {
    const groups = new Map<string, { role: string; claims: Claims; entries: [Subscriber, Binding][] }>();
    for (const [subscriber, bindings] of this.bindings) {
      for (const binding of bindings) {
        if ((binding.schema !== '*' && binding.schema !== table.schema) || (binding.table !== '*' && binding.table !== table.table))
          continue;
        const key = JSON.stringify([subscriber.role, subscriber.claims]);
        const group = groups.get(key) ?? { role: subscriber.role, claims: subscriber.claims, entries: [] };
        group.entries.push([subscriber, binding]);
        groups.set(key, group);
      }
    }
    if (groups.size === 0) return;

    const identities = changes.map((c) => c.oldRecord && (table.fullIdentity ? c.oldRecord : pick(c.oldRecord, table.primaryKey)));
    const candidates = changes.map((c, i) => ({
      row: (c.op === 'DELETE' ? identities[i] : c.record) ?? {},
      checkRowSecurity: table.rowSecurity && c.op !== 'DELETE',
    }));
    await Promise.all(
      [...groups.values()].map(async ({ role, claims, entries }) => {
        let visible: boolean[][];
        try {
          visible = await passing(
            this.db,
            table,
            candidates,
            role,
            claims,
            entries.map(([, b]) => b.filters),
          );
        } catch (error) {
          this.log(`realtime: ${table.sqlName} changes not checked for ${role}: ${String((error as Error).message)}`);
          return;
        }
        changes.forEach((change, c) => {
          // A refusal goes to every binding of the role, as Realtime sends its errors.
          const refused = refusal(table, change.op, role);
          const perChannel = new Map<Subscriber, Map<string, { select: string[] | null; ids: number[] }>>();
          entries.forEach(([subscriber, binding], b) => {
            if (binding.action !== '*' && binding.action !== change.op) return;
            if (!refused && !visible[c]![b]) return;
            const bySelect = perChannel.get(subscriber) ?? new Map<string, { select: string[] | null; ids: number[] }>();
            const key = JSON.stringify(binding.select);
            const entry = bySelect.get(key) ?? { select: binding.select, ids: [] };
            if (!entry.ids.includes(binding.id)) entry.ids.push(binding.id);
            bySelect.set(key, entry);
            perChannel.set(subscriber, bySelect);
          });
          const payloads = new Map<string, Json>();
          for (const [subscriber, bySelect] of perChannel) {
            for (const [key, { select, ids }] of bySelect) {
              if (!payloads.has(key)) {
                payloads.set(
                  key,
                  refused
                    ? {
                        schema: table.schema,
                        table: table.table,
                        type: change.op,
                        columns: null,
                        commit_timestamp: null,
                        record: null,
                        errors: [refused],
                      }
                    : this.payload(table, change, identities[c]!, role, select),
                );
              }
              const data = payloads.get(key)!;
              deliveries[indexes[c]!]!.push(() => subscriber.deliver(ids, data));
            }
          }
        });
      }),
    );
  }

  /** The change as Realtime sends it to a role: only the columns it may select (and asked for). */
  private payload(table: PublishedTable, change: Change, identity: Row | null, role: string, select: string[] | null): Json {
    const errors = [] as string[];
    const columns = table.columns.filter(
      (c) => c.selectableBy.includes(role) && (!select || select.includes(c.name) || table.primaryKey.includes(c.name)),
    );
    const names = columns.map((c) => c.name);
    let record = pick(change.record, names);
    // With row-level security a deleted row's other columns cannot be checked, so only its key goes out.
    let oldRecord = pick(identity, change.op === 'DELETE' && table.rowSecurity ? names.filter((n) => table.primaryKey.includes(n)) : names);
    if (JSON.stringify(change.record).length + JSON.stringify(change.oldRecord).length > MAX_RECORD_BYTES) {
      const small = ([, value]: [string, Json]) => JSON.stringify(value).length <= 64;
      record = Object.fromEntries(Object.entries(record).filter(small));
      oldRecord = Object.fromEntries(Object.entries(oldRecord).filter(small));
      errors.push('Error 413: Payload Too Large');
    }
    const data: Record<string, Json> = {
      schema: table.schema,
      table: table.table,
      commit_timestamp: change.commitTimestamp,
      type: change.op,
      columns: columns.map((c) => ({ name: c.name, type: c.type })),
      errors: errors.length ? errors : null,
    };
    if (change.op !== 'DELETE') data.record = record;
    if (change.op !== 'INSERT') data.old_record = oldRecord;
    return data;
  }
}
