-- The search page in one call (issue 44, search budgets). For one search the page asked four
-- times: search_products through the REST layer (a page of rows and an exact count),
-- search_facets (which runs search_products again), search_highlights and search_suggestion
-- (each parsing the shopper's text again, with a probe of the catalogue per word typed).
-- search_page parses the text once, finds the matches once, and answers the page's rows, the
-- total, the filters' counts, the words to mark and the 'Did you mean …' from that one set.
-- search_products, search_facets, search_highlights and search_suggestion stay as they are:
-- remotes of earlier releases still call them.

-- A query of the shopper's words held to products' names: each lexeme restricted to weight A
-- ('phone':* becomes 'phone':*A), so `fts @@ search_in_names(x)` is `ts_filter(fts, '{a}') @@ x`
-- (20250124000100_search_forgives.sql's tiers) without building a names-only copy of every
-- match's search text. The cast reads the lexemes as they are (to_tsquery would parse them again).
create function public.search_in_names(query tsquery) returns tsquery
  language sql immutable strict parallel safe set search_path = ''
as $$
  select pg_catalog.regexp_replace(query::text, '(''(?:[^'']|'''')*'')(?::(\*))?', '\1:\2A', 'g')::tsquery
$$;

-- search_fold(t) for a value of each row a query reads, at the cost of an expression: this one is
-- inlined into the query calling it (no settings of its own, every name qualified), where a call
-- of search_fold per row costs more than the row's whole tiering. ASCII text (one byte a
-- character in UTF-8) is only lowercased: unaccent's rules replace other characters only.
create function public.search_fold_quick(t text) returns text
  language sql immutable parallel safe
as $$
  select case when pg_catalog.octet_length(t) = pg_catalog.char_length(t) then pg_catalog.lower(t) else public.search_fold(t) end
$$;

-- search_page(q, categories, min_price, max_price, sort, page_from, page_size): one page of the
-- search page, as jsonb:
--   total       how many products the query and the filters find
--   rows        the page: id, name, name_sw, name_so, price, image, category, vendor_name
--   facets      search_facets(q)'s rows (facet, value, low, high, hits): the query's results per
--               category and price band whatever the filters, so a count is what ticking it shows
--   highlights  search_highlights(q)'s rows (word, prefix)
--   suggestion  search_suggestion(q)
-- Filters and orders as the page asked search_products through the REST layer: a category of
-- the list (null or empty: any), price ≥ min_price, ≤ max_price; 'relevance' (or anything
-- unknown) is search_products' rank desc, name, id; 'price-asc' and 'price-desc' are price,
-- name, id. The rank is search_products' own (tier, then full-text rank), computed only to order
-- by relevance, and only for the filtered matches. A page holds 1 to 48 rows from page_from ≥ 0:
-- other values are brought within those bounds; text over 200 characters (more than the page
-- accepts) is refused. Without text every published product matches, as in search_products.
create function public.search_page(
  q text default null,
  categories text[] default null,
  min_price numeric default null,
  max_price numeric default null,
  sort text default 'relevance',
  page_from integer default 0,
  page_size integer default 24
)
  returns jsonb
  language plpgsql stable security definer set search_path = ''
  -- Planned once for any values (a custom plan would be planned anew for each call, the text and
  -- no-text branches being priced apart): its one-time filters skip the branch that does not apply.
  set plan_cache_mode = force_generic_plan
as $$
declare
  v_tsq tsquery;
  v_synonyms tsquery;
  v_names_typed tsquery;
  v_names_synonyms tsquery;
  v_names_forgiving tsquery;
  v_folded text;
begin
  if pg_catalog.char_length(q) > 200 then
    raise exception 'A search of at most 200 characters' using errcode = '22023';
  end if;
  sort := case when sort in ('price-asc', 'price-desc') then sort else 'relevance' end;
  page_from := greatest(coalesce(page_from, 0), 0);
  page_size := least(greatest(coalesce(page_size, 24), 1), 48);
  if pg_catalog.cardinality(categories) = 0 then
    categories := null;
  end if;
  select s.forgiving, s.synonyms, public.search_in_names(s.typed), public.search_in_names(s.synonyms),
         public.search_in_names(s.forgiving)
    into v_tsq, v_synonyms, v_names_typed, v_names_synonyms, v_names_forgiving
    from public.search_queries(q) s;
  v_folded := pg_catalog.regexp_replace(pg_catalog.btrim(public.search_fold(q)), '\s+', ' ', 'g');
  -- One statement, so the matches are found once. Text and no text are branches of their own,
  -- each with its one-time filter, so a cached plan reads the full-text index for text.
  return (
    with matches as materialized (
      select p.id, p.name, p.name_sw, p.name_so, p.price, p.category, p.fts
        from public.products p
       where p.status = 'published' and p.fts @@ v_tsq
      union all
      select p.id, p.name, p.name_sw, p.name_so, p.price, p.category, null
        from public.products p
       where p.status = 'published' and v_tsq is null
    ),
    chosen as not materialized (
      select m.* from matches m
       where (categories is null or m.category = any (categories))
         and (min_price is null or m.price >= min_price)
         and (max_price is null or m.price <= max_price)
    ),
    bands (value, low, high, ord) as (
      values ('under-1000', 0::numeric, 999.99::numeric, 1),
             ('1000-4999', 1000, 4999.99, 2),
             ('5000-19999', 5000, 19999.99, 3),
             ('20000-up', 20000, null, 4)
    ),
    facets as (
      select 'category'::text as facet, m.category as value, null::numeric as low, null::numeric as high,
             pg_catalog.count(*) as hits, 0 as ord
        from matches m
       group by m.category
      union all
      select 'price', b.value, b.low, b.high, pg_catalog.count(m.price), b.ord
        from bands b
        left join matches m on m.price >= b.low and (b.high is null or m.price <= b.high)
       group by b.value, b.low, b.high, b.ord
    )
    select pg_catalog.jsonb_build_object(
      'total', (select pg_catalog.count(*) from chosen),
      'rows', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'id', p.id, 'name', p.name, 'name_sw', p.name_sw, 'name_so', p.name_so, 'price', p.price,
                 'image', p.image, 'category', p.category, 'vendor_name', v.name) order by page.n), '[]')
          from pg_catalog.unnest(array(
                 select c.id from chosen c
                  order by
                    -- search_products' rank: the tier, then the full-text rank.
                    case when sort = 'relevance' then
                      (case
                         when v_tsq is null then 0
                         when v_folded in (public.search_fold_quick(c.name), public.search_fold_quick(c.name_sw),
                                           public.search_fold_quick(c.name_so)) then 5
                         when c.fts @@ v_names_typed then 4
                         when c.fts @@ v_names_synonyms then 3
                         when c.fts @@ v_names_forgiving then 2
                         else 1
                       end + coalesce(pg_catalog.ts_rank(c.fts, v_tsq, 32), 0) * 0.99)::real
                    end desc,
                    case when sort = 'price-asc' then c.price end,
                    case when sort = 'price-desc' then c.price end desc,
                    c.name, c.id
                 offset page_from limit page_size)) with ordinality as page (id, n)
          join public.products p on p.id = page.id
          join public.vendors v on v.id = p.vendor_id
      ),
      'facets', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'facet', f.facet, 'value', f.value, 'low', f.low, 'high', f.high, 'hits', f.hits)
                 order by f.facet, f.ord, f.value), '[]')
          from facets f
      ),
      'highlights', (
        select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('word', h.word, 'prefix', h.prefix)
                 order by h.word, h.prefix), '[]')
          from (
            select distinct pg_catalog.replace(m[2], '''''', '''') as word, m[3] is not null as prefix
              from pg_catalog.regexp_matches(v_tsq::text, '(!?)''((?:[^'']|'''')*)''(:\*)?', 'g') m
             where m[1] = '' and m[2] <> ''
          ) h
      ),
      -- A suggestion replaces a word that found nothing: when every word found something (the
      -- forgiving query added no close word), there is none to look for.
      'suggestion', case when v_tsq::text is distinct from v_synonyms::text then public.search_suggestion(q) end
    )
  );
end;
$$;

revoke execute on function public.search_in_names(tsquery), public.search_fold_quick(text) from public, anon, authenticated;
revoke execute on function public.search_page(text, text[], numeric, numeric, text, integer, integer) from public;
grant execute on function public.search_page(text, text[], numeric, numeric, text, integer, integer)
  to anon, authenticated, service_role;
