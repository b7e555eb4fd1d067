-- Search that forgives (issue 44, item 2). Shoppers type 'simu' for a phone, 'speker' for a
-- speaker, 'Crème' or 'creme', half a word as they type: search_products now finds all of them,
-- still ranked so that what the shopper literally named comes first:
--   exact name > name by the words typed (prefix) > name by a synonym > name by a close word
--   (trigram) > vendor, category or description.
-- search_suggestion(q) gives the 'Did you mean …' text when a word typed matches nothing but a
-- product or category word is close to it.

-- pg_trgm and unaccent: hosted Supabase keeps extensions in schema `extensions` (the local
-- backend's bootstrap creates it too); every use below names that schema, because the functions
-- run with an empty search_path.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Case and accent folding, one definition for the indexed text and the shopper's text. unaccent(text)
-- is only stable (it looks its dictionary up by search_path); naming the dictionary makes the
-- result depend on the input alone.
create function public.search_fold(t text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, t))
$$;

-- Synonyms ----------------------------------------------------------------------------------------

-- Words that mean the same thing to a shopper, as data: every word of a concept finds what any
-- other word of it finds. Operators add rows without a release (as service role or signed in as
-- an operator); anyone reads them (the search page may show them).
create table public.search_synonyms (
  concept text not null check (concept ~ '^[a-z0-9-]{1,40}$'),
  word text not null check (char_length(word) between 1 and 60 and word = public.search_fold(btrim(word))),
  lang text not null check (lang in ('en', 'sw', 'so')),
  primary key (concept, word)
);
create index search_synonyms_word_idx on public.search_synonyms (word);

alter table public.search_synonyms enable row level security;
create policy "Anyone reads the search synonyms" on public.search_synonyms for select to anon, authenticated using (true);
create policy "Operators add search synonyms" on public.search_synonyms
  for insert to authenticated with check ((select public.is_operator()));
create policy "Operators change search synonyms" on public.search_synonyms
  for update to authenticated using ((select public.is_operator())) with check ((select public.is_operator()));
create policy "Operators remove search synonyms" on public.search_synonyms
  for delete to authenticated using ((select public.is_operator()));
revoke all on public.search_synonyms from anon, authenticated;
grant select on public.search_synonyms to anon, authenticated;
grant insert, update, delete on public.search_synonyms to authenticated;
grant all on public.search_synonyms to service_role;

-- English, Swahili and Somali words for what the district sells, and the categories' everyday
-- words beside their names (the names themselves are already in every product's search text).
insert into public.search_synonyms (concept, word, lang) values
  ('phone', 'phone', 'en'), ('phone', 'phones', 'en'), ('phone', 'mobile', 'en'), ('phone', 'cellphone', 'en'), ('phone', 'smartphone', 'en'),
  ('phone', 'simu', 'sw'), ('phone', 'rununu', 'sw'),
  ('phone', 'taleefan', 'so'), ('phone', 'telefoon', 'so'), ('phone', 'moobil', 'so'),
  ('speaker', 'speaker', 'en'), ('speaker', 'speakers', 'en'), ('speaker', 'loudspeaker', 'en'),
  ('speaker', 'spika', 'sw'), ('speaker', 'codbaahiye', 'so'),
  ('shoe', 'shoe', 'en'), ('shoe', 'shoes', 'en'), ('shoe', 'footwear', 'en'), ('shoe', 'sandal', 'en'), ('shoe', 'sandals', 'en'),
  ('shoe', 'kiatu', 'sw'), ('shoe', 'viatu', 'sw'), ('shoe', 'ndala', 'sw'),
  ('shoe', 'kab', 'so'), ('shoe', 'kabo', 'so'),
  ('lamp', 'lamp', 'en'), ('lamp', 'lamps', 'en'), ('lamp', 'lantern', 'en'), ('lamp', 'lanterns', 'en'),
  ('lamp', 'taa', 'sw'), ('lamp', 'kandili', 'sw'), ('lamp', 'laambad', 'so'), ('lamp', 'fanuus', 'so'),
  ('torch', 'torch', 'en'), ('torch', 'flashlight', 'en'), ('torch', 'tochi', 'sw'),
  ('earphones', 'earphones', 'en'), ('earphones', 'earbuds', 'en'), ('earphones', 'headphones', 'en'),
  ('earphones', 'vipokea sauti', 'sw'), ('earphones', 'sameecad', 'so'), ('earphones', 'sameecado', 'so'),
  ('watch', 'watch', 'en'), ('watch', 'saa', 'sw'), ('watch', 'saacad', 'so'),
  ('radio', 'radio', 'en'), ('radio', 'redio', 'sw'), ('radio', 'raadiyo', 'so'),
  ('charger', 'charger', 'en'), ('charger', 'chaja', 'sw'), ('charger', 'shaaja', 'so'),
  ('bag', 'bag', 'en'), ('bag', 'bags', 'en'), ('bag', 'begi', 'sw'), ('bag', 'mkoba', 'sw'), ('bag', 'boorso', 'so'), ('bag', 'shandad', 'so'),
  ('coffee', 'coffee', 'en'), ('coffee', 'kahawa', 'sw'), ('coffee', 'bun', 'so'),
  ('tea', 'tea', 'en'), ('tea', 'chai', 'sw'), ('tea', 'shaah', 'so'),
  ('honey', 'honey', 'en'), ('honey', 'asali', 'sw'), ('honey', 'malab', 'so'),
  ('soap', 'soap', 'en'), ('soap', 'sabuni', 'sw'), ('soap', 'saabuun', 'so'),
  ('necklace', 'necklace', 'en'), ('necklace', 'mkufu', 'sw'), ('necklace', 'silsilad', 'so'),
  -- The category vocabulary.
  ('clothing', 'clothing', 'en'), ('clothing', 'clothes', 'en'), ('clothing', 'nguo', 'sw'), ('clothing', 'mavazi', 'sw'),
  ('clothing', 'dhar', 'so'), ('clothing', 'dharka', 'so'),
  ('electronics', 'electronics', 'en'), ('electronics', 'elektroniki', 'sw'), ('electronics', 'elektaroonig', 'so'),
  ('beauty', 'beauty', 'en'), ('beauty', 'cosmetics', 'en'), ('beauty', 'urembo', 'sw'), ('beauty', 'qurux', 'so'),
  ('jewelry', 'jewelry', 'en'), ('jewelry', 'jewellery', 'en'), ('jewelry', 'vito', 'sw'), ('jewelry', 'dahab', 'so'),
  ('food', 'food', 'en'), ('food', 'chakula', 'sw'), ('food', 'cunto', 'so'), ('food', 'cuntada', 'so'),
  ('home-kitchen', 'kitchen', 'en'), ('home-kitchen', 'jikoni', 'sw'), ('home-kitchen', 'jikada', 'so');

-- Accent folding of the indexed text -------------------------------------------------------------

-- As before (20250120000200_seller_products.sql), with every text folded: 'creme' finds 'Crème'.
create or replace function public.products_search_vector(p public.products) returns tsvector
  language sql stable set search_path = ''
as $$
  select setweight(to_tsvector('simple', public.search_fold(concat_ws(' ', p.name, p.name_sw, p.name_so))), 'A')
      || setweight(to_tsvector('simple', public.search_fold(coalesce((select v.name from public.vendors v where v.id = p.vendor_id), ''))), 'B')
      || setweight(to_tsvector('simple', public.search_fold(replace(coalesce(p.category, ''), '-', ' ') || ' ' || coalesce(
           (select concat_ws(' ', c.name_en, c.name_so, c.name_sw) from public.categories c where c.slug = p.category), ''))), 'C')
      || setweight(to_tsvector('simple', public.search_fold(concat_ws(' ', p.description, p.description_sw, p.description_so))), 'D')
$$;

-- The vocabulary close words come from ----------------------------------------------------------

-- Every word of a published product's name, vendor and category (not descriptions: a suggestion
-- should name something the shop sells). Kept by a trigger, indexed by trigrams, so finding the
-- words close to a typo is an index scan however large the catalogue grows. Words of products
-- unpublished since stay; a suggestion is checked against the published products before it is
-- offered. Only the search functions read it: drafts' words must not leak.
create table public.search_words (
  word text primary key
);
create index search_words_trgm_idx on public.search_words using gin (word extensions.gin_trgm_ops);
alter table public.search_words enable row level security;
revoke all on public.search_words from anon, authenticated;
grant all on public.search_words to service_role;

create function public.search_words_collect() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'published' and new.fts is not null then
    insert into public.search_words (word)
    select w.lexeme from pg_catalog.unnest(pg_catalog.ts_filter(new.fts, '{a,b,c}')) w
     where pg_catalog.char_length(w.lexeme) between 3 and 40 and w.lexeme ~ '[[:alpha:]]'
    on conflict do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function public.search_words_collect() from public, anon, authenticated;

-- Not 'update of fts': the fts column is set by a before trigger, which a column list ignores.
create trigger products_search_words_insert
  after insert on public.products
  for each row when (new.status = 'published') execute function public.search_words_collect();
create trigger products_search_words_update
  after update on public.products
  for each row when (new.status = 'published' and (old.fts is distinct from new.fts or old.status is distinct from new.status))
  execute function public.search_words_collect();

-- The forgiving query -----------------------------------------------------------------------------

-- The words of a published product that match nothing (no product word starting with it, no
-- synonym) get the closest vocabulary words as alternatives. Similarity 0.45 lets one wrong,
-- missing or extra letter through in a word of five or more ('speker', 'bluetoth') and keeps
-- unrelated words out.
create function public.search_close_words(lexeme text) returns setof text
  language sql stable security definer set search_path = ''
as $$
  select w.word
    from public.search_words w
   where w.word operator(extensions.%) lexeme
     and extensions.similarity(w.word, lexeme) >= 0.45
     and w.word <> lexeme
   order by extensions.similarity(w.word, lexeme) desc, w.word
   limit 3
$$;

-- One typed word, as a prefix (as-you-type), or (with_synonyms) also every word of its concepts as
-- whole words: a synonym as a prefix would drag in unrelated words ('kab' for 'kabati'), so
-- plurals are rows of their own.
create function public.search_word_query(lexeme text, with_synonyms boolean) returns tsquery
  language sql stable security definer set search_path = ''
as $$
  select pg_catalog.to_tsquery('simple', pg_catalog.string_agg(alt, ' | '))
    from (
      select pg_catalog.regexp_replace(pg_catalog.phraseto_tsquery('simple', lexeme)::text, '''((?:[^'']|'''')*)''', '''\1'':*', 'g') as alt
      union
      select '(' || pg_catalog.phraseto_tsquery('simple', s.word)::text || ')'
        from public.search_synonyms t
        join public.search_synonyms s on s.concept = t.concept
       where with_synonyms and t.word = lexeme and s.word <> lexeme
    ) alts
   where alt <> ''
$$;

-- True when no published product has the word (or, with synonyms, any of its synonyms).
create function public.search_word_found(lexeme text, with_synonyms boolean) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.products p
     where p.status = 'published' and p.fts @@ public.search_word_query(lexeme, with_synonyms)
  )
$$;

-- The shopper's query in three strengths, all parsed from the folded text with websearch syntax
-- (no user text reaches to_tsquery's own syntax, as in search_tsquery): the words as typed
-- (prefixes), with synonyms, and with synonyms and close words for words that found nothing.
-- Each lexeme of the parsed query is swapped for its group of alternatives, so quotes, 'or' and
-- '-word' keep their meaning.
create function public.search_queries(q text, out typed tsquery, out synonyms tsquery, out forgiving tsquery)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  parsed text;
  part text[];
  lexeme text;
  with_syn text := '';
  with_all text := '';
  group_syn text;
  close text;
  rest int := 1;
begin
  typed := public.search_tsquery(public.search_fold(q));
  synonyms := typed;
  forgiving := typed;
  if typed is null or pg_catalog.numnode(typed) = 0 then
    return;
  end if;
  parsed := pg_catalog.websearch_to_tsquery('simple', public.search_fold(q))::text;
  for part in select pg_catalog.regexp_matches(parsed, '''((?:[^'']|'''')*)''', 'g') loop
    lexeme := pg_catalog.replace(part[1], '''''', '''');
    group_syn := public.search_word_query(lexeme, true)::text;
    close := '';
    if not public.search_word_found(lexeme, true) then
      select pg_catalog.string_agg(' | ' || pg_catalog.phraseto_tsquery('simple', c)::text, '') into close
        from public.search_close_words(lexeme) c;
    end if;
    -- The text between the previous lexeme and this one (operators, parentheses) is kept.
    with_syn := with_syn || pg_catalog.substr(parsed, rest, pg_catalog.strpos(pg_catalog.substr(parsed, rest), '''' || part[1] || '''') - 1);
    with_all := with_all || pg_catalog.substr(parsed, rest, pg_catalog.strpos(pg_catalog.substr(parsed, rest), '''' || part[1] || '''') - 1);
    rest := rest + pg_catalog.strpos(pg_catalog.substr(parsed, rest), '''' || part[1] || '''') - 1 + pg_catalog.char_length(part[1]) + 2;
    with_syn := with_syn || '( ' || group_syn || ' )';
    with_all := with_all || '( ' || group_syn || coalesce(close, '') || ' )';
  end loop;
  with_syn := with_syn || pg_catalog.substr(parsed, rest);
  with_all := with_all || pg_catalog.substr(parsed, rest);
  begin
    synonyms := pg_catalog.to_tsquery('simple', with_syn);
    forgiving := pg_catalog.to_tsquery('simple', with_all);
  exception when others then
    -- Never worse than before: the words as typed.
    synonyms := typed;
    forgiving := typed;
  end;
end;
$$;

-- search_products ---------------------------------------------------------------------------------

-- The same call and columns as before (20250121000100_search_localized_names.sql), plus `match`:
-- why the product was found ('exact', 'name', 'synonym', 'close', 'other'; null without text).
-- rank is the tier (5 … 1) plus the full-text rank scaled below 1, so ordering by rank alone
-- keeps the tiers apart. It stays security definer with the published filter in its query, so
-- the GIN index serves it (see 20250120000200_seller_products.sql).
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
      from public.products p
      join public.vendors v on v.id = p.vendor_id
     cross join query
     where p.status = 'published' and (query.tsq is null or p.fts @@ query.tsq)
  )
  select h.id, h.name, h.name_sw, h.name_so, h.price, h.image, h.category, h.vendor, h.slug,
         (case h.match when 'exact' then 5 when 'name' then 4 when 'synonym' then 3 when 'close' then 2 when 'other' then 1 else 0 end
          + coalesce(pg_catalog.ts_rank(h.fts, h.tsq, 32), 0) * 0.99)::real,
         h.match
    from hits h
$$;

-- 'Did you mean …': the query with each word that finds nothing (not even through a synonym)
-- replaced by the closest word the shop has a published product for; null when every word found
-- something or no word is close enough.
create function public.search_suggestion(q text) returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  word text;
  better text;
  words text[] := '{}';
  changed boolean := false;
begin
  if q is null or pg_catalog.char_length(q) > 200 then
    return null;
  end if;
  for word in select w from pg_catalog.regexp_split_to_table(public.search_fold(q), '[^[:alnum:]]+') w where w <> '' loop
    better := null;
    if not public.search_word_found(word, true) then
      select c into better from public.search_close_words(word) c
       where public.search_word_found(c, false)
       limit 1;
    end if;
    changed := changed or better is not null;
    words := words || coalesce(better, word);
  end loop;
  return case when changed then pg_catalog.array_to_string(words, ' ') end;
end;
$$;

revoke execute on function public.search_close_words(text), public.search_word_query(text, boolean),
  public.search_word_found(text, boolean), public.search_queries(text) from public, anon, authenticated;
grant execute on function public.search_fold(text), public.search_products(text), public.search_suggestion(text)
  to anon, authenticated, service_role;

-- Existing rows: fold their search text (the trigger above collects words whose text changed),
-- then collect every published product's words.
update public.products set name = name;
insert into public.search_words (word)
select distinct w.lexeme
  from public.products p, pg_catalog.unnest(pg_catalog.ts_filter(p.fts, '{a,b,c}')) w
 where p.status = 'published' and pg_catalog.char_length(w.lexeme) between 3 and 40 and w.lexeme ~ '[[:alpha:]]'
on conflict do nothing;
