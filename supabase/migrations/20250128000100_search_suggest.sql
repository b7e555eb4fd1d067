-- Suggestions as you type, facet counts and highlights (issue 44, items 3 and 4), on the same
-- folding, prefix, synonym and close-word machinery as search_products
-- (20250124000100_search_forgives.sql). Plain SQL and pg_trgm / unaccent in schema `extensions`,
-- so hosted Supabase runs it unchanged.

-- search_suggest(q, lang, max_rows): what the search box offers while the shopper types.
-- Products (named by the words typed, a synonym or a close word; never by a description),
-- categories and shops with published products, each labelled in the shopper's language (a
-- product's English name where its vendor left that language empty), at most max_rows (1–20) in
-- all: up to 2 categories and 2 shops, the rest products. `target` is what the page opens: a
-- product's id, a category's or a shop's slug. Within a kind, a label that starts with the text
-- typed comes first, then the words as typed, then synonyms, then close words.
create function public.search_suggest(q text, lang text default 'en', max_rows integer default 8)
  returns table (kind text, label text, target text)
  language sql stable security definer set search_path = ''
as $$
  with query as (
    select s.typed, s.synonyms, s.forgiving,
           pg_catalog.regexp_replace(pg_catalog.btrim(public.search_fold(q)), '\s+', ' ', 'g') as folded,
           case when lang in ('en', 'so', 'sw') then lang else 'en' end as lang,
           least(greatest(coalesce(max_rows, 8), 1), 20) as wanted
      from public.search_queries(q) s
     where pg_catalog.char_length(q) <= 200 and s.forgiving is not null and pg_catalog.numnode(s.forgiving) > 0
  ),
  category_hits as (
    select c.slug as target,
           case query.lang when 'sw' then c.name_sw when 'so' then c.name_so else c.name_en end as label,
           c.sort_order, query.folded, query.typed, query.synonyms,
           pg_catalog.to_tsvector('simple', public.search_fold(concat_ws(' ', c.name_en, c.name_so, c.name_sw, pg_catalog.replace(c.slug, '-', ' ')))) as doc
      from public.categories c cross join query
     where c.listed_count > 0
  ),
  categories as (
    select 'category'::text as kind, h.label, h.target,
           pg_catalog.row_number() over (
             order by pg_catalog.starts_with(public.search_fold(h.label), h.folded) desc,
                      (h.doc @@ h.typed) desc, (h.doc @@ h.synonyms) desc, h.sort_order, h.label
           ) as n
      from category_hits h cross join query
     where h.doc @@ query.forgiving
  ),
  vendors as (
    select 'vendor'::text as kind, v.name as label, v.slug as target,
           pg_catalog.row_number() over (
             order by pg_catalog.starts_with(public.search_fold(v.name), query.folded) desc,
                      (pg_catalog.to_tsvector('simple', public.search_fold(v.name)) @@ query.typed) desc,
                      v.product_count desc, v.name
           ) as n
      from public.vendors v cross join query
     where v.product_count > 0
       and pg_catalog.to_tsvector('simple', public.search_fold(v.name)) @@ query.forgiving
  ),
  product_hits as (
    select p.id,
           coalesce(nullif(case query.lang when 'sw' then p.name_sw when 'so' then p.name_so end, ''), p.name) as label,
           pg_catalog.ts_filter(p.fts, '{a}') as names,
           pg_catalog.ts_rank(p.fts, query.forgiving, 32) as rank
      from public.products p cross join query
     where p.status = 'published' and p.fts @@ query.forgiving
  ),
  products as (
    select 'product'::text as kind, h.label, h.id as target,
           pg_catalog.row_number() over (
             order by pg_catalog.starts_with(public.search_fold(h.label), query.folded) desc,
                      (h.names @@ query.typed) desc, (h.names @@ query.synonyms) desc, h.rank desc, h.label, h.id
           ) as n
      from product_hits h cross join query
     where h.names @@ query.forgiving
  ),
  others as (
    select 1 as grp, c.kind, c.label, c.target, c.n from categories c where c.n <= 2
    union all
    select 2, v.kind, v.label, v.target, v.n from vendors v where v.n <= 2
  )
  select s.kind, s.label, s.target
    from (
      select 0 as grp, p.kind, p.label, p.target, p.n
        from products p cross join query
       where p.n <= greatest(query.wanted - (select pg_catalog.count(*) from others), 1)
      union all
      select o.grp, o.kind, o.label, o.target, o.n from others o
    ) s
   order by s.grp, s.n
   limit (select query.wanted from query)
$$;

-- search_facets(q): how many of search_products(q)'s results each category and each price band
-- holds (the search page's filters show them). Counted from search_products itself, so a count
-- is exactly what ticking that filter shows. Categories with no result are left out; every band
-- is listed, with its bounds (inclusive, in KES; a null high is 'and over'), so the page filters
-- by the very bounds that were counted.
create function public.search_facets(q text default null)
  returns table (facet text, value text, low numeric, high numeric, hits bigint)
  language sql stable security definer set search_path = ''
as $$
  with results as (
    select r.category, r.price from public.search_products(q) r
  ),
  bands (value, low, high, ord) as (
    values ('under-1000', 0::numeric, 999.99::numeric, 1),
           ('1000-4999', 1000, 4999.99, 2),
           ('5000-19999', 5000, 19999.99, 3),
           ('20000-up', 20000, null, 4)
  )
  select f.facet, f.value, f.low, f.high, f.hits
    from (
      select 'category'::text as facet, r.category as value, null::numeric as low, null::numeric as high,
             pg_catalog.count(*) as hits, 0 as ord
        from results r
       group by r.category
      union all
      select 'price', b.value, b.low, b.high, pg_catalog.count(r.price), b.ord
        from bands b
        left join results r on r.price >= b.low and (b.high is null or r.price <= b.high)
       group by b.value, b.low, b.high, b.ord
    ) f
   order by f.facet, f.ord, f.value
$$;

-- search_highlights(q): the words a result was found by, for the page to mark in its names: each
-- word typed (a prefix: 'spik' marks 'Spik' of 'Spika'), its synonyms and the close words a typo
-- stood for (whole words). Words the query excludes ('-word') are left out. Only words, never
-- markup: the page escapes names and wraps what matches itself.
create function public.search_highlights(q text)
  returns table (word text, prefix boolean)
  language sql stable security definer set search_path = ''
as $$
  select distinct pg_catalog.replace(m[2], '''''', ''''), m[3] is not null
    from public.search_queries(q) s,
         pg_catalog.regexp_matches(s.forgiving::text, '(!?)''((?:[^'']|'''')*)''(:\*)?', 'g') m
   where pg_catalog.char_length(q) <= 200 and m[1] = '' and m[2] <> ''
$$;

grant execute on function public.search_suggest(text, text, integer), public.search_facets(text), public.search_highlights(text)
  to anon, authenticated, service_role;
