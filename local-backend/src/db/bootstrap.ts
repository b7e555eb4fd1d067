/**
 * What a hosted Supabase database already has before any migration runs: the API
 * roles, the auth schema with the tables this server's auth endpoints use, the
 * claim-reading helpers policies call, and the default grants that leave access
 * control to row-level security. Every statement is idempotent: it runs on each start.
 */
export const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists supabase_migrations;
create schema if not exists local_backend;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255) default '',
  confirmation_sent_at timestamptz,
  recovery_token varchar(255) default '',
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255) default '',
  email_change varchar(255) default '',
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_lower_key on auth.users (lower(email)) where email is not null and email <> '';
-- Added after the table above: a data folder made before keeps working.
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  refreshed_at timestamptz,
  aal text default 'aal1',
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- How each session was signed in (the access token's amr), kept per session as Supabase Auth does,
-- so a refreshed token still tells a password sign-in from a mailed link's.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- token holds a SHA-256 digest of the refresh token handed out, never the token itself.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;

create or replace function auth.uid() returns uuid language sql stable as $fn$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  ), '')::uuid
$fn$;

create or replace function auth.role() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$fn$;

create or replace function auth.email() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$fn$;

grant usage on schema public, auth, extensions to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz default now()
);

create table if not exists local_backend.mailbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  links jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);

-- Realtime. Hosted projects have this (empty) publication; migrations add tables to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Changes to published tables, written by the capture trigger the server puts on each of them
-- (local_backend.realtime_capture_published()). The NOTIFY carries the row's id; notifications
-- arrive in commit order. Rows are swept after a minute rather than on delivery, so that
-- several servers on one database each read them.
create table if not exists local_backend.realtime_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  record jsonb,
  old_record jsonb,
  captured_at timestamptz not null default clock_timestamp()
);
create index if not exists realtime_changes_captured_at_idx on local_backend.realtime_changes (captured_at);

-- security definer: the writer's role (anon, authenticated) has no access to local_backend.
create or replace function local_backend.realtime_capture() returns trigger
  language plpgsql security definer set search_path = ''
as $fn$
declare
  v_id bigint;
begin
  insert into local_backend.realtime_changes (schema_name, table_name, op, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op <> 'DELETE' then to_jsonb(new) end,
          case when tg_op <> 'INSERT' then to_jsonb(old) end)
  returning id into v_id;
  perform pg_notify('local_backend_realtime', v_id::text);
  return null;
end;
$fn$;

-- Puts the capture trigger on every table of supabase_realtime and takes it off tables that left.
create or replace function local_backend.realtime_capture_published() returns void
  language plpgsql set search_path = ''
as $fn$
declare
  t record;
begin
  -- Servers sharing a database may run this at once.
  perform pg_advisory_xact_lock(54321002);
  for t in
    select p.schemaname, p.tablename
      from pg_catalog.pg_publication_tables p
     where p.pubname = 'supabase_realtime' and p.schemaname <> 'local_backend'
       and not exists (
         select 1 from pg_catalog.pg_trigger g
          where g.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass and g.tgname = 'local_backend_realtime')
  loop
    execute format('create trigger local_backend_realtime after insert or update or delete on %I.%I
      for each row execute function local_backend.realtime_capture()', t.schemaname, t.tablename);
  end loop;
  for t in
    select n.nspname, c.relname
      from pg_catalog.pg_trigger g
      join pg_catalog.pg_class c on c.oid = g.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where g.tgname = 'local_backend_realtime'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables p
          where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger local_backend_realtime on %I.%I', t.nspname, t.relname);
  end loop;
end;
$fn$;
`;
