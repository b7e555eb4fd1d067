-- Who runs what: vendor members (an auth user belongs to at most one vendor) and operators (who
-- run the marketplace). Only service_role and the review functions write these tables; row-level
-- security everywhere else asks them, never the JWT. The roles are mirrored into
-- auth.users.raw_app_meta_data.roles so that the access token's app_metadata tells the shell
-- whether to show 'Seller center' without a query; that copy is for display only.

create table public.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table public.vendor_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  vendor_id text not null references public.vendors (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index vendor_members_vendor_id_idx on public.vendor_members (vendor_id);

-- Security definer, so that policies on other tables can ask without a policy loop on these.
create function public.current_vendor_id() returns text
  language sql stable security definer set search_path = ''
as $$
  select m.vendor_id from public.vendor_members m where m.user_id = (select auth.uid())
$$;

-- For write policies: someone who is no member is refused outright (42501), as everybody was
-- before vendors could write; a member of another vendor finds no row to change.
create function public.member_vendor_id() returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_vendor text := public.current_vendor_id();
begin
  if v_vendor is null then
    raise exception 'Only a vendor''s members can change its catalogue' using errcode = '42501', hint = 'seller.notMember';
  end if;
  return v_vendor;
end;
$$;

create function public.is_operator() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.operators o where o.user_id = (select auth.uid()))
$$;

alter table public.operators enable row level security;
alter table public.vendor_members enable row level security;

create policy "Operators see who the operators are" on public.operators
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_operator()));

create policy "Members see their vendor's members; operators see all" on public.vendor_members
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()) or (select public.is_operator()));

revoke all on public.operators, public.vendor_members from anon, authenticated;
grant select on public.operators, public.vendor_members to authenticated;
grant all on public.operators, public.vendor_members to service_role;

-- Roles into the token -------------------------------------------------------------------------

-- Writes app_metadata.roles (sorted: operator, vendor) or removes it when the user has none. The
-- next sign-in or refresh puts it into the access token.
create function public.sync_user_roles(user_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  v_roles jsonb;
begin
  select coalesce(jsonb_agg(r.role order by r.role), '[]'::jsonb) into v_roles
    from (
      select 'operator' as role from public.operators o where o.user_id = sync_user_roles.user_id
      union all
      select 'vendor' from public.vendor_members m where m.user_id = sync_user_roles.user_id
    ) r;
  update auth.users u
     set raw_app_meta_data = case
           when v_roles = '[]'::jsonb then coalesce(u.raw_app_meta_data, '{}'::jsonb) - 'roles'
           else coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('roles', v_roles)
         end
   where u.id = sync_user_roles.user_id;
end;
$$;

create function public.user_roles_changed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.sync_user_roles(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.sync_user_roles(new.user_id);
  end if;
  return null;
end;
$$;

create trigger operators_sync_roles
  after insert or update or delete on public.operators
  for each row execute function public.user_roles_changed();

create trigger vendor_members_sync_roles
  after insert or update or delete on public.vendor_members
  for each row execute function public.user_roles_changed();

-- Vendor profile, edited by its members ---------------------------------------------------------

-- The spec's rule (name lowercased, spaces to hyphens, anything else stripped), then -2, -3 …
-- when another vendor has it already.
create function public.vendor_slug(name text) returns text
  language sql immutable set search_path = ''
as $$
  select regexp_replace(replace(lower(name), ' ', '-'), '[^a-z0-9-]', '', 'g')
$$;

create function public.unique_vendor_slug(name text, vendor_id text) returns text
  language plpgsql stable set search_path = ''
as $$
declare
  v_base text := public.vendor_slug(name);
  v_slug text := v_base;
  v_n integer := 1;
begin
  while exists (select 1 from public.vendors v where v.slug = v_slug and v.id is distinct from vendor_id) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;

alter table public.vendors
  drop constraint vendors_slug_from_name,
  add constraint vendors_slug_from_name check (
    slug = public.vendor_slug(name)
    or (starts_with(slug, public.vendor_slug(name) || '-')
        and substr(slug, char_length(public.vendor_slug(name)) + 2) ~ '^[2-9][0-9]*$|^[1-9][0-9]+$')
  ),
  add column contact_phone text check (contact_phone ~ '^\+254[17][0-9]{8}$');

-- A rename moves the slug along (the spec derives /vendor/{slug} from the name); an insert
-- without a slug gets one.
create function public.vendors_set_slug() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.slug is null or (tg_op = 'UPDATE' and new.name is distinct from old.name and new.slug = old.slug) then
    new.slug := public.unique_vendor_slug(new.name, new.id);
  end if;
  return new;
end;
$$;

create trigger vendors_set_slug
  before insert or update of name on public.vendors
  for each row execute function public.vendors_set_slug();

-- An image a member may upload to the public catalog bucket: vendors/<vendor id>/<file>: one level, an image extension, letters, digits, '.', '_' and '-',
-- and none of the words the spec's upload check refuses.
create function public.is_vendor_image_path(name text, vendor_id text) returns boolean
  language sql immutable set search_path = ''
as $$
  select vendor_id is not null
     and name ~ ('^vendors/' || vendor_id || '/[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(jpg|jpeg|png|gif|webp)$')
     and name !~* '(script|javascript|php|exe|bat)' and name !~ '\.\.'
$$;

-- What members may set, checked here so that the refusal says what is wrong.
create function public.vendors_check_member_write() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  if new.contact_phone is not null then
    new.contact_phone := public.normalize_ke_phone(new.contact_phone);
    if new.contact_phone is null then
      raise exception 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678'
        using errcode = '22023', hint = 'validation.phoneInvalid', detail = 'contact_phone';
    end if;
  end if;
  if new.image is distinct from old.image and new.image is not null and not public.is_vendor_image_path(new.image, new.id) then
    raise exception 'Images must be uploaded to your vendor folder vendors/%/ as .jpg, .jpeg, .png, .gif or .webp', new.id
      using errcode = '23514', hint = 'seller.imageNotOwn', detail = 'image';
  end if;
  return new;
end;
$$;

create trigger vendors_check_member_write
  before update on public.vendors
  for each row execute function public.vendors_check_member_write();

create policy "Members update their own vendor" on public.vendors
  for update to authenticated
  using (id = (select public.member_vendor_id()))
  with check (id = (select public.member_vendor_id()));

grant update (name, description, image, location, contact_phone) on public.vendors to authenticated;

-- A product write by a member recounts the vendor's products and re-indexes them on a rename:
-- columns members may not write, so these triggers run as their owner.
alter function public.products_touch_vendor_count() security definer;
alter function public.vendors_refresh_fts() security definer;

revoke execute on function public.sync_user_roles(uuid), public.user_roles_changed(), public.vendors_set_slug(),
  public.vendors_check_member_write()
  from public, anon, authenticated;
revoke execute on function public.current_vendor_id(), public.member_vendor_id(), public.is_operator(),
  public.unique_vendor_slug(text, text), public.is_vendor_image_path(text, text) from public, anon;
-- Policies and members' triggers run as the member and call these.
grant execute on function public.current_vendor_id(), public.member_vendor_id(), public.is_operator(),
  public.unique_vendor_slug(text, text), public.is_vendor_image_path(text, text), public.normalize_ke_phone(text)
  to authenticated, service_role;
grant execute on function public.vendor_slug(text) to anon, authenticated, service_role;
