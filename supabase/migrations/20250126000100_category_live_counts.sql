-- Live category counts (issue 44, item 5): categories.listed_count was the spec's sample figure
-- (1200, 840 ...), so a home-page tile promised products that did not exist. It is now the number
-- of the category's published products, what a shopper can open, kept by SQL like
-- vendors.product_count: the column keeps its name, so every app (and any older remote build
-- still in a shopper's cache) reads it unchanged.
--
-- Nobody types it in. anon and authenticated have no write privilege on categories (catalogue
-- migration); a direct write by service_role or the owner is corrected, not refused: every insert
-- or update of a category recounts it, so a value written by hand is replaced by the true count
-- (an import that sends listed_count keeps working, as a vendor row's product_count does).

-- Every write to a category row recounts it ...
create function public.categories_count_products() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.listed_count := (select count(*) from public.products p where p.category = new.slug and p.status = 'published');
  return new;
end;
$$;

create trigger categories_count_products
  before insert or update on public.categories
  for each row execute function public.categories_count_products();

-- ... and a products statement touches the categories whose published count it changed, once per
-- statement (a bulk import of thousands of rows recounts each category once, not once a row).
-- Published rows are weighed +1 as they are after the statement and -1 as they were before; a
-- category whose sum is not 0 gained or lost some. An update of stock, price or names sums to 0
-- and touches nothing. Members publish through these triggers without any write privilege on
-- categories, so the functions run as their owner.
create function public.products_touch_category_count() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.categories c set listed_count = 0
     where c.slug in (select n.category from new_rows n where n.status = 'published');
  elsif tg_op = 'DELETE' then
    update public.categories c set listed_count = 0
     where c.slug in (select o.category from old_rows o where o.status = 'published');
  else
    update public.categories c set listed_count = 0
     where c.slug in (
       select moved.category
         from (select n.category, 1 as weight from new_rows n where n.status = 'published'
               union all
               select o.category, -1 from old_rows o where o.status = 'published') moved
        group by moved.category
       having sum(moved.weight) <> 0
     );
  end if;
  return null;
end;
$$;

-- Transition tables allow one event per trigger and no column list, hence three triggers.
create trigger products_touch_category_count_insert
  after insert on public.products
  referencing new table as new_rows
  for each statement execute function public.products_touch_category_count();

create trigger products_touch_category_count_update
  after update on public.products
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.products_touch_category_count();

create trigger products_touch_category_count_delete
  after delete on public.products
  referencing old table as old_rows
  for each statement execute function public.products_touch_category_count();

-- A truncate leaves no products: every category recounts to 0.
create function public.products_truncate_category_count() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.categories set listed_count = 0;
  return null;
end;
$$;

create trigger products_truncate_category_count
  after truncate on public.products
  for each statement execute function public.products_truncate_category_count();

revoke execute on function public.categories_count_products(), public.products_touch_category_count(),
  public.products_truncate_category_count() from public, anon, authenticated;

-- Existing rows: the seeded sample figures give way to the catalogue's published products.
update public.categories set listed_count = 0;
