-- Vendors manage their own products: drafts only they see, publishing, translations, images in
-- their own folder of the public catalog bucket. The shop reads exactly what it read before: every
-- existing product stays published, and the published ones are all anon and shoppers see.

-- A member's new product starts as a draft; rows written by service_role (imports, the tests'
-- fixtures) and every row present before this migration are published, as all products were.
alter table public.products
  alter column id set default 'p-' || replace(gen_random_uuid()::text, '-', ''),
  add column status text not null default (case when current_user = 'authenticated' then 'draft' else 'published' end)
    check (status in ('draft', 'published')),
  add column name_sw text check (char_length(name_sw) between 1 and 200),
  add column name_so text check (char_length(name_so) between 1 and 200),
  add column description_sw text check (char_length(description_sw) <= 5000),
  add column description_so text check (char_length(description_so) <= 5000),
  add column updated_at timestamptz not null default now();

-- Search ------------------------------------------------------------------------------------------

-- As before, plus the Swahili and Somali names (weight A) and descriptions (D).
create or replace function public.products_search_vector(p public.products) returns tsvector
  language sql stable set search_path = ''
as $$
  select setweight(to_tsvector('simple', concat_ws(' ', p.name, p.name_sw, p.name_so)), 'A')
      || setweight(to_tsvector('simple', coalesce((select v.name from public.vendors v where v.id = p.vendor_id), '')), 'B')
      || setweight(to_tsvector('simple', replace(coalesce(p.category, ''), '-', ' ') || ' ' || coalesce(
           (select concat_ws(' ', c.name_en, c.name_so, c.name_sw) from public.categories c where c.slug = p.category), '')), 'C')
      || setweight(to_tsvector('simple', concat_ws(' ', p.description, p.description_sw, p.description_so)), 'D')
$$;

drop trigger products_set_fts on public.products;
create trigger products_set_fts
  before insert or update of name, name_sw, name_so, description, description_sw, description_so, category, vendor_id
  on public.products
  for each row execute function public.products_set_fts();

-- Under the drafts' row-level security qual, PostgreSQL will not use a non-leakproof operator
-- such as @@ as an index condition, so the search would scan every product. The search runs as
-- its owner with the same filter instead, keeping its GIN index.
create or replace function public.search_products(q text default null)
  returns table (
    id text,
    name text,
    price numeric,
    image text,
    category text,
    vendor_name text,
    vendor_slug text,
    rank real
  )
  language sql stable security definer set search_path = ''
as $$
  with query as (select public.search_tsquery(q) as tsq)
  select p.id, p.name, p.price, p.image, p.category, v.name, v.slug,
         coalesce(pg_catalog.ts_rank(p.fts, query.tsq), 0)::real
    from public.products p
    join public.vendors v on v.id = p.vendor_id
   cross join query
   where p.status = 'published' and (query.tsq is null or p.fts @@ query.tsq)
$$;

-- Counts and visibility -----------------------------------------------------------------------

-- product_count is what the shop lists: published products only.
create or replace function public.vendors_count_products() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.product_count := (select count(*) from public.products p where p.vendor_id = new.id and p.status = 'published');
  return new;
end;
$$;

drop trigger products_touch_vendor_count on public.products;
create trigger products_touch_vendor_count
  after insert or delete or update of vendor_id, status on public.products
  for each row execute function public.products_touch_vendor_count();

-- A member's write: the rules the seller center shows, with errors that name the field. Other
-- writers (service_role, the order functions moving stock) are trusted as before.
create function public.products_check_member_write() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_new_image boolean := tg_op = 'INSERT';
begin
  new.updated_at := now();
  if current_user <> 'authenticated' then
    return new;
  end if;
  if not v_new_image then
    v_new_image := new.image is distinct from old.image;
  end if;
  if new.price is null or new.price < 1 then
    raise exception 'The price must be at least KES 1' using errcode = '23514', hint = 'product.priceTooLow', detail = 'price';
  end if;
  if new.stock is null or new.stock < 0 then
    raise exception 'Stock cannot be negative' using errcode = '23514', hint = 'product.stockNegative', detail = 'stock';
  end if;
  if new.original_price is not null and new.original_price <= new.price then
    raise exception 'The original price must be higher than the price'
      using errcode = '23514', hint = 'product.originalPriceTooLow', detail = 'original_price';
  end if;
  if v_new_image and new.image is not null and not public.is_vendor_image_path(new.image, new.vendor_id) then
    raise exception 'Images must be uploaded to your vendor folder vendors/%/ as .jpg, .jpeg, .png, .gif or .webp', new.vendor_id
      using errcode = '23514', hint = 'product.imageNotOwn', detail = 'image';
  end if;
  if new.status = 'published' and (btrim(new.name) = '' or new.image is null) then
    raise exception 'A product needs a name, a price and an image before it is published'
      using errcode = '23514', hint = 'product.publishIncomplete', detail = case when btrim(new.name) = '' then 'name' else 'image' end;
  end if;
  return new;
end;
$$;

create trigger products_check_member_write
  before insert or update on public.products
  for each row execute function public.products_check_member_write();

drop policy "Anyone reads the products" on public.products;

create policy "Anyone reads published products" on public.products
  for select to anon, authenticated
  using (status = 'published');

create policy "Members read their vendor's products" on public.products
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()));

create policy "Members add products to their vendor" on public.products
  for insert to authenticated
  with check (vendor_id = (select public.member_vendor_id()));

create policy "Members change their vendor's products" on public.products
  for update to authenticated
  using (vendor_id = (select public.member_vendor_id()))
  with check (vendor_id = (select public.member_vendor_id()));

create policy "Members remove their vendor's drafts" on public.products
  for delete to authenticated
  using (vendor_id = (select public.member_vendor_id()) and status = 'draft');

-- Column privileges: vendor_id, ratings, featuring and the search column stay out of reach.
grant insert (id, vendor_id, category, name, name_sw, name_so, description, description_sw, description_so,
              price, original_price, stock, is_new, image, status) on public.products to authenticated;
grant update (category, name, name_sw, name_so, description, description_sw, description_so,
              price, original_price, stock, is_new, image, status) on public.products to authenticated;
grant delete on public.products to authenticated;

-- Images -------------------------------------------------------------------------------------------

-- The spec's upload rules: jpeg, png, gif or webp up to 2 MB. The bucket keeps SVG for the
-- catalogue's own drawings, which only service_role uploads; the policies below hold members to
-- the spec's extensions and safe names (hosted Storage checks a policy before it knows the type).
update storage.buckets
   set file_size_limit = 2097152,
       allowed_mime_types = array['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']
 where id = 'catalog';

create policy "Members upload images to their vendor folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'catalog' and public.is_vendor_image_path(name, (select public.current_vendor_id())));

create policy "Members list their vendor folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'catalog' and public.is_vendor_image_path(name, (select public.current_vendor_id())));

create policy "Members replace images in their vendor folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'catalog' and public.is_vendor_image_path(name, (select public.current_vendor_id())))
  with check (bucket_id = 'catalog' and public.is_vendor_image_path(name, (select public.current_vendor_id())));

create policy "Members remove images from their vendor folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'catalog' and public.is_vendor_image_path(name, (select public.current_vendor_id())));

-- Existing rows: the new columns join the search column.
update public.products set name = name;

revoke execute on function public.products_check_member_write() from public, anon, authenticated;
