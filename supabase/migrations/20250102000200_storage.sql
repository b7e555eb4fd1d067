-- Storage: buckets and objects as Supabase Storage names them, the catalogue's public bucket,
-- the start-selling form's private bucket and the policies that decide who reads what.
-- A hosted project already has the storage schema, so the tables are created only where
-- they are missing (the local backend); everything after that block runs on both.

do $$
begin
  if to_regclass('storage.objects') is null then
    create schema if not exists storage;

    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      owner_id text,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      public boolean default false,
      avif_autodetection boolean default false,
      file_size_limit bigint,
      allowed_mime_types text[]
    );

    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      owner_id text,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      last_accessed_at timestamptz default now(),
      metadata jsonb,
      path_tokens text[] generated always as (string_to_array(name, '/')) stored,
      version text,
      user_metadata jsonb
    );
    create unique index bucketid_objname on storage.objects (bucket_id, name);
    create index name_prefix_search on storage.objects (name text_pattern_ops);

    create function storage.foldername(name text) returns text[] language sql immutable
      as 'select (string_to_array(name, ''/''))[1:array_length(string_to_array(name, ''/''), 1) - 1]';
    create function storage.filename(name text) returns text language sql immutable
      as 'select (string_to_array(name, ''/''))[array_length(string_to_array(name, ''/''), 1)]';
    create function storage.extension(name text) returns text language sql immutable
      as 'select reverse(split_part(reverse(storage.filename(name)), ''.'', 1))';

    alter table storage.buckets enable row level security;
    alter table storage.objects enable row level security;

    grant usage on schema storage to anon, authenticated, service_role;
    grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
  end if;
end
$$;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('catalog', 'catalog', true, 1048576, array['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp']),
  ('vendor-applications', 'vendor-applications', false, 2097152, array['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- catalog: public reads go through /object/public and need no policy; only service_role writes.
-- vendor-applications: anyone may apply, so anyone may upload a logo. The storage server
-- stamps owner_id with the caller's user id (none for anon), so an anonymous upload matches
-- no read policy and only service_role can read it back.
create policy "Anyone may upload a vendor application logo" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'vendor-applications' and owner_id is not distinct from (select auth.uid())::text);

create policy "Applicants read their own vendor application logos" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-applications' and owner_id = (select auth.uid())::text);

create policy "Applicants replace their own vendor application logos" on storage.objects
  for update to authenticated
  using (bucket_id = 'vendor-applications' and owner_id = (select auth.uid())::text)
  with check (bucket_id = 'vendor-applications' and owner_id = (select auth.uid())::text);

create policy "Applicants remove their own vendor application logos" on storage.objects
  for delete to authenticated
  using (bucket_id = 'vendor-applications' and owner_id = (select auth.uid())::text);

-- The start-selling form stores the uploaded logo's path with the application.
alter table public.vendor_applications
  add column logo_path text check (char_length(logo_path) <= 1024 and logo_path ~ '^[^/]' and logo_path !~ '\.\.');
