-- The search page names each result in the shopper's language, and a product is found by its
-- Swahili or Somali name (the fts column has them since the seller products migration), so
-- search_products returns those names beside the English one. A function's result columns
-- cannot be changed in place: it is dropped and created again, as it was otherwise (owner's
-- rights, published products only: see 20250120000200_seller_products.sql).

drop function public.search_products(text);

create function public.search_products(q text default null)
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
    rank real
  )
  language sql stable security definer set search_path = ''
as $$
  with query as (select public.search_tsquery(q) as tsq)
  select p.id, p.name, p.name_sw, p.name_so, p.price, p.image, p.category, v.name, v.slug,
         coalesce(pg_catalog.ts_rank(p.fts, query.tsq), 0)::real
    from public.products p
    join public.vendors v on v.id = p.vendor_id
   cross join query
   where p.status = 'published' and (query.tsq is null or p.fts @@ query.tsq)
$$;

grant execute on function public.search_products(text) to anon, authenticated, service_role;
