-- Security audit trail written by the apps. Anyone may append; only service_role reads.
create table public.security_events (
  id bigint generated always as identity primary key,
  type text not null check (type in ('auth_success', 'auth_failure', 'suspicious_activity', 'file_upload', 'rate_limit')),
  email text check (char_length(email) <= 320),
  user_id uuid,
  ip_address text check (char_length(ip_address) <= 64),
  details jsonb check (pg_column_size(details) <= 8192),
  "timestamp" timestamptz not null default now(),
  session_id text check (char_length(session_id) <= 200)
);

alter table public.security_events enable row level security;

-- No select, update or delete policy: anon and authenticated can only insert.
create policy "Anyone may record a security event" on public.security_events
  for insert to anon, authenticated
  with check (true);

revoke select, update, delete, truncate on public.security_events from anon, authenticated;
grant insert on public.security_events to anon, authenticated;
