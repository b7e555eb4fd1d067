import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backend } from '../src/server';
import { startTestBackend } from './helpers';

/**
 * Tables and functions the real schema lacks but PostgREST fidelity tests need
 * (a many-to-many junction, a one-to-one detail table with JSON and arrays, a
 * self-reference, RPC shapes). They live only in a temporary copy of supabase/
 * given to the test server, never in supabase/migrations.
 */
export const FIXTURE_SQL = `
create table public.tags (
  id text primary key,
  name text not null,
  label text not null default 'new',
  created_at timestamptz not null default now()
);
create table public.product_tags (
  product_id text references public.products (id) on delete cascade,
  tag_id text references public.tags (id) on delete cascade,
  primary key (product_id, tag_id)
);
create table public.product_details (
  product_id text primary key references public.products (id) on delete cascade,
  details jsonb not null default '{}',
  colors text[] not null default '{}'
);
create table public.staff (
  id int primary key,
  name text not null,
  manager_id int references public.staff (id)
);
insert into public.tags (id, name) values ('handmade', 'Handmade'), ('gift', 'Gift idea'), ('solar', 'Solar');
insert into public.product_tags values ('fp-3', 'handmade'), ('fp-3', 'gift'), ('e2', 'solar');
insert into public.product_details values
  ('fp-1', '{"color": "red", "size": "M", "care": {"wash": "cold"}}', '{red,gold}'),
  ('fp-3', '{"color": "blue", "size": "one size"}', '{red,blue,white}');
insert into public.staff values (1, 'Wanjiru', null), (2, 'Otieno', 1), (3, 'Achieng', 1), (4, 'Kamau', 2);

create function public.fx_my_id() returns uuid language sql stable as $$ select auth.uid() $$;
create function public.fx_add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.fx_products_under(max_price numeric) returns setof public.products
  language sql stable as $$ select * from public.products where price <= max_price $$;
create function public.fx_numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
create function public.fx_tag(id text, name text) returns void
  language sql volatile as $$ insert into public.tags (id, name) values (id, name) $$;
create function public.fx_event_count() returns bigint
  language sql stable security definer set search_path = '' as $$ select count(*) from public.security_events $$;
create function public.fx_vendor_stats(vendor text) returns table (products bigint, cheapest numeric)
  language sql stable as $$ select count(*), min(price) from public.products where vendor_id = vendor $$;
create function public.fx_echo(payload jsonb, tags text[] default '{}') returns jsonb
  language sql immutable as $$ select jsonb_build_object('payload', payload, 'tags', to_jsonb(tags)) $$;
`;

const REPO_SUPABASE = path.resolve(__dirname, '..', '..', 'supabase');

/** A copy of supabase/ with the fixture migration added and, optionally, another [api] max_rows. */
export function fixtureSupabaseDir(maxRows?: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rest-fixtures-'));
  fs.cpSync(REPO_SUPABASE, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migrations', '29991231000000_rest_fixtures.sql'), FIXTURE_SQL);
  if (maxRows !== undefined) {
    const configFile = path.join(dir, 'config.toml');
    fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace(/^max_rows\s*=.*$/m, `max_rows = ${maxRows}`));
  }
  return dir;
}

export async function startFixtureBackend(maxRows?: number): Promise<{ backend: Backend; dir: string }> {
  const dir = fixtureSupabaseDir(maxRows);
  return { backend: await startTestBackend({ supabaseDir: dir }), dir };
}
