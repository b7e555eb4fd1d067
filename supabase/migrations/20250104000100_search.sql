-- Ranked full-text search for the search page. PostgREST cannot order a table by ts_rank, so
-- search_products returns the rank as a column; the client filters (category, price), orders
-- and pages its rows through the REST layer with an exact count, as it would a table:
--   rpc('search_products', { q }, { count: 'exact' }).in('category', …).gte('price', …)
--     .order('rank', { ascending: false }).range(0, 23)

-- The shopper's text as a prefix query ('earb' finds 'earbuds'): websearch syntax (quotes,
-- 'or', '-word') is parsed first, so no user text ever reaches to_tsquery's own syntax. Blank
-- text gives null (no text filter); text without a single word gives an empty query that
-- matches nothing.
create function public.search_tsquery(q text) returns tsquery
  language plpgsql immutable set search_path = ''
as $$
declare
  exact tsquery;
begin
  if btrim(coalesce(q, '')) = '' then
    return null;
  end if;
  exact := pg_catalog.websearch_to_tsquery('simple', q);
  if pg_catalog.numnode(exact) = 0 then
    return exact;
  end if;
  begin
    return pg_catalog.to_tsquery('simple', pg_catalog.regexp_replace(exact::text, '''((?:[^'']|'''')*)''', '''\1'':*', 'g'));
  exception when others then
    return exact;
  end;
end;
$$;

create function public.search_products(q text default null)
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
  language sql stable security invoker set search_path = ''
as $$
  with query as (select public.search_tsquery(q) as tsq)
  select p.id, p.name, p.price, p.image, p.category, v.name, v.slug,
         coalesce(pg_catalog.ts_rank(p.fts, query.tsq), 0)::real
    from public.products p
    join public.vendors v on v.id = p.vendor_id
   cross join query
   where query.tsq is null or p.fts @@ query.tsq
$$;

grant execute on function public.search_tsquery(text), public.search_products(text) to anon, authenticated, service_role;
