-- search_suggest (20250128000100_search_suggest.sql) within the search budget (issue 44): the
-- same call, rows and order. For every product its text found it made a names-only copy of the
-- product's search text and called search_fold, then numbered them all to keep the first few.
-- Now a product's names are read from its search text as it is (search_in_names), the labels of
-- products and shops are folded by search_fold_quick (both 20250129000100_search_page.sql), and
-- only the few products it can offer are kept and numbered.
create or replace function public.search_suggest(q text, lang text default 'en', max_rows integer default 8)
  returns table (kind text, label text, target text)
  language sql stable security definer set search_path = ''
as $$
  with query as (
    select s.typed, s.synonyms, s.forgiving, public.search_in_names(s.typed) as names_typed,
           public.search_in_names(s.synonyms) as names_synonyms, public.search_in_names(s.forgiving) as names_forgiving,
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
             order by pg_catalog.starts_with(public.search_fold_quick(v.name), query.folded) desc,
                      (pg_catalog.to_tsvector('simple', public.search_fold_quick(v.name)) @@ query.typed) desc,
                      v.product_count desc, v.name
           ) as n
      from public.vendors v cross join query
     where v.product_count > 0
       and pg_catalog.to_tsvector('simple', public.search_fold_quick(v.name)) @@ query.forgiving
  ),
  -- The first few products in the order offered, each read from its search text as it is: its
  -- names are the lexemes of weight A (search_in_names), not a copy of them made per product.
  products as (
    select 'product'::text as kind, h.label, h.id as target,
           pg_catalog.row_number() over (order by h.starts desc, h.typed desc, h.synonyms desc, h.rank desc, h.label, h.id) as n
      from (
        select p.id, l.label, pg_catalog.starts_with(public.search_fold_quick(l.label), query.folded) as starts,
               p.fts @@ query.names_typed as typed, p.fts @@ query.names_synonyms as synonyms,
               pg_catalog.ts_rank(p.fts, query.forgiving, 32) as rank
          from public.products p
         cross join query
         cross join lateral (
           select coalesce(nullif(case query.lang when 'sw' then p.name_sw when 'so' then p.name_so end, ''), p.name) as label
         ) l
         where p.status = 'published' and p.fts @@ query.forgiving and p.fts @@ query.names_forgiving
         order by starts desc, typed desc, synonyms desc, rank desc, l.label, p.id
         limit (select query.wanted from query)
      ) h
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
