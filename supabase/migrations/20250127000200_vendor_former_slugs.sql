-- A shop's address follows its name (20250120000100: a rename moves the slug), so a link shared
-- before a rename, or indexed by a search engine, would lead nowhere. The addresses a shop had are
-- kept here, and the old address answers with a permanent redirect to the new one (issue 43).

create table public.vendor_former_slugs (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,60}$'),
  vendor_id text not null references public.vendors (id) on delete cascade,
  replaced_at timestamptz not null default now()
);

alter table public.vendor_former_slugs enable row level security;

-- A shop's former addresses are as public as its page; nobody writes them but the trigger below.
create policy "Anyone reads shops' former addresses" on public.vendor_former_slugs
  for select using (true);
grant select on public.vendor_former_slugs to anon, authenticated;

-- After any update (a rename moves the slug in a BEFORE trigger, which `update of slug` would not
-- see): the old slug now leads to this shop, and a slug in use again is nobody's former one.
create function public.vendors_keep_former_slug() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug then
    insert into public.vendor_former_slugs (slug, vendor_id) values (old.slug, old.id)
      on conflict (slug) do update set vendor_id = excluded.vendor_id, replaced_at = now();
  end if;
  delete from public.vendor_former_slugs where slug = new.slug;
  return null;
end;
$$;

create trigger vendors_keep_former_slug
  after update on public.vendors
  for each row execute function public.vendors_keep_former_slug();

-- The shop's address now, for an address it had; null when no shop had it.
create function public.vendor_slug_now(p_slug text) returns text
  language sql stable set search_path = ''
as $$
  select v.slug from public.vendor_former_slugs f join public.vendors v on v.id = f.vendor_id where f.slug = p_slug
$$;

grant execute on function public.vendor_slug_now(text) to anon, authenticated;
