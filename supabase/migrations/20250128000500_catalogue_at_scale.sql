-- The catalogue at a district's size (issue 44, item 6): 50,000 published products. What the
-- listings need to stay as fast on page 200 as on page 1, and their counts to cost nothing.
-- Plain SQL on built-in index types, so hosted Supabase runs it unchanged. (Search has what it
-- needs already: the GIN index on products.fts, 20250102000100_catalogue.sql, and the trigram
-- index on search_words, 20250124000100_search_forgives.sql; the plan test holds both.)

-- Search: a word's probe reads the index ---------------------------------------------------------

-- As before (20250124000100_search_forgives.sql): is there a published product with the word, or
-- with any of its synonyms? Search and 'Did you mean …' ask it for every word typed. Written as
-- an EXISTS, the planner bets on meeting a match early in a sequential scan, and calls
-- search_word_query once per row it reads: 70 ms for 'simu' among 50,000 products, the whole
-- table for a word no product has. Materialized, the probe is planned for all its rows, so it
-- reads the full-text index, and stops at the first published match.
create or replace function public.search_word_found(lexeme text, with_synonyms boolean) returns boolean
  language sql stable security definer set search_path = ''
as $$
  with hits as materialized (
    select 1 from public.products p
     where p.status = 'published' and p.fts @@ public.search_word_query(lexeme, with_synonyms)
  )
  select exists (select 1 from hits)
$$;

-- Listing indexes --------------------------------------------------------------------------------

-- One per listing order, for all products, a category and the deals, each holding the columns
-- its listing filters and sorts by and the id: catalog_page walks them to a page without reading
-- a single row of the table (an index-only scan), then reads only the page's own rows. Published
-- products only: drafts are never listed, and the walk does not step over them.
create index products_listing_featured_idx on public.products (featured_order, rating desc, rating_count desc, id)
  where status = 'published';
create index products_listing_newest_idx on public.products (created_at desc, id desc) where status = 'published';
create index products_listing_price_idx on public.products (price, id) where status = 'published';

create index products_listing_category_featured_idx on public.products (category, featured_order, rating desc, rating_count desc, id)
  where status = 'published';
create index products_listing_category_newest_idx on public.products (category, created_at desc, id desc) where status = 'published';
create index products_listing_category_price_idx on public.products (category, price, id) where status = 'published';

create index products_listing_deals_featured_idx on public.products (featured_order, rating desc, rating_count desc, id)
  where status = 'published' and original_price is not null;
create index products_listing_deals_newest_idx on public.products (created_at desc, id desc)
  where status = 'published' and original_price is not null;
create index products_listing_deals_price_idx on public.products (price, id) where status = 'published' and original_price is not null;

-- catalog_page ------------------------------------------------------------------------------------

-- One page of a listing (the deals, else a vendor's, else a category's, else all products; one
-- scope at a time, as catalog_count counts them), in one of the
-- listing's orders, each ending on the id so the order is total and pages never repeat or skip
-- a product:
--   featured:   featured_order (unfeatured last), rating desc, rating_count desc, id
--   newest:     created_at desc, id desc
--   price-asc:  price, id;  price-desc: price desc, id desc (the price index read backwards)
-- Pages are numbered (links to page 7 and a typed ?page=200 must work), so the page's place is
-- counted, but only in the listing's index: the ids of the page come from an index-only walk of
-- that index (entries of a few dozen bytes, no table rows, no vendors joined), and only its
-- `size` products are then read, by primary key. A deep OFFSET over the rows themselves would
-- read and drop every row before the page. Security definer with the published filter in its
-- query (as anon may read only those): the partial indexes' predicate must appear as written.
-- Rows are products, so PostgREST embeds their vendor as for a table read.
create function public.catalog_page(
  p_sort text default 'featured',
  p_page integer default 1,
  p_size integer default 24,
  p_category text default null,
  p_vendor text default null,
  p_deals boolean default false
)
  returns setof public.products
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_order text := case p_sort
    when 'newest' then 'p.created_at desc, p.id desc'
    when 'price-asc' then 'p.price, p.id'
    when 'price-desc' then 'p.price desc, p.id desc'
    else 'p.featured_order, p.rating desc, p.rating_count desc, p.id'
  end;
  v_where text := 'p.status = ''published''';
begin
  if p_page is null or p_page not between 1 and 10000 or p_size is null or p_size not between 1 and 100 then
    raise exception 'A page from 1 to 10000 of 1 to 100 products' using errcode = '22023';
  end if;
  if p_deals then v_where := v_where || ' and p.original_price is not null';
  elsif p_vendor is not null then v_where := v_where || ' and p.vendor_id = $2';
  elsif p_category is not null then v_where := v_where || ' and p.category = $1';
  end if;
  -- Run as written each call (not a cached generic plan): the planner sees the filters' values.
  return query execute format(
    'select p.* from pg_catalog.unnest(array(select p.id from public.products p where %s order by %s offset $3 limit $4))
        with ordinality as page (id, n)
       join public.products p on p.id = page.id
      order by page.n',
    v_where, v_order)
    using p_category, p_vendor, (p_page - 1) * p_size, p_size;
end;
$$;

-- How many products a listing holds (catalog_page's filters): from the live counts
-- (20250126000100_category_live_counts.sql) where there is one, a vendor's, a category's or all
-- of them (every product has a category), so a count reads one row, or seven. The deals have no
-- count of their own: they are counted in their own index, without reading the table.
create function public.catalog_count(p_category text default null, p_vendor text default null, p_deals boolean default false)
  returns integer
  language sql stable security definer set search_path = ''
as $$
  select case
    when p_deals then (
      select pg_catalog.count(*)::integer from public.products p
       where p.status = 'published' and p.original_price is not null)
    when p_vendor is not null then coalesce((select v.product_count from public.vendors v where v.id = p_vendor), 0)
    when p_category is not null then coalesce((select c.listed_count from public.categories c where c.slug = p_category), 0)
    else (select coalesce(pg_catalog.sum(c.listed_count), 0)::integer from public.categories c)
  end
$$;

revoke execute on function public.catalog_page(text, integer, integer, text, text, boolean),
  public.catalog_count(text, text, boolean) from public;
grant execute on function public.catalog_page(text, integer, integer, text, text, boolean),
  public.catalog_count(text, text, boolean) to anon, authenticated, service_role;
