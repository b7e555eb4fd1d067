-- One profile per user, created from the sign-up metadata and kept in step with it.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "Users read their own profile" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Runs as the owner: the signing-up user has no rights on profiles yet.
create function public.handle_new_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, new.raw_user_meta_data ->> 'full_name');
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- supabase.auth.updateUser({ data: { full_name } }) changes the metadata; mirror it.
create function public.handle_user_metadata_update() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.profiles
     set full_name = new.raw_user_meta_data ->> 'full_name', updated_at = now()
   where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_metadata_updated
  after update of raw_user_meta_data on auth.users
  for each row
  when (old.raw_user_meta_data ->> 'full_name' is distinct from new.raw_user_meta_data ->> 'full_name')
  execute function public.handle_user_metadata_update();

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_metadata_update() from public, anon, authenticated;
