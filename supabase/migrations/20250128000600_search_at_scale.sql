-- search_products at a district's size (issue 44, item 6). With 50,000 products its one query read
-- every published product: `query.tsq is null or p.fts @@ query.tsq` (no text: the whole
-- catalogue) is not a condition an index can answer, so the planner scanned the table and tested
-- each row, 300 ms for 'simu' on PostgreSQL. The matches are now found by the full-text index
-- alone, and the whole catalogue is a branch of its own that runs only when there is no text.
-- Same call, columns, tiers and ranks as 20250124000100_search_forgives.sql.
create or replace function public.search_products(q text default null)
  returns table (
    id text,
    name text,
    name_sw text,
    name_so text,
    price numeric,
    image text,
    category text,
    vendor_name text,
    vendor_slug text,
    rank real,
    match text
  )
  language sql stable security definer set search_path = ''
as $$
  with query as (
    select s.forgiving as tsq, s.typed, s.synonyms,
           pg_catalog.regexp_replace(pg_catalog.btrim(public.search_fold(q)), '\s+', ' ', 'g') as folded
      from public.search_queries(q) s
  ),
  found as (
    select p.* from public.products p cross join query
     where p.status = 'published' and p.fts @@ query.tsq
    union all
    select p.* from public.products p cross join query
     where p.status = 'published' and query.tsq is null
  ),
  hits as (
    select p.*, v.name as vendor, v.slug, query.tsq, query.folded,
           case
             when query.tsq is null then null
             when query.folded in (public.search_fold(p.name), public.search_fold(p.name_sw), public.search_fold(p.name_so)) then 'exact'
             when pg_catalog.ts_filter(p.fts, '{a}') @@ query.typed then 'name'
             when pg_catalog.ts_filter(p.fts, '{a}') @@ query.synonyms then 'synonym'
             when pg_catalog.ts_filter(p.fts, '{a}') @@ query.tsq then 'close'
             else 'other'
           end as match
      from found p
      join public.vendors v on v.id = p.vendor_id
     cross join query
  )
  select h.id, h.name, h.name_sw, h.name_so, h.price, h.image, h.category, h.vendor, h.slug,
         (case h.match when 'exact' then 5 when 'name' then 4 when 'synonym' then 3 when 'close' then 2 when 'other' then 1 else 0 end
          + coalesce(pg_catalog.ts_rank(h.fts, h.tsq, 32), 0) * 0.99)::real,
         h.match
    from hits h
$$;
