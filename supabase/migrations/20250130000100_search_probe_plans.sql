-- Search's word probes, planned once per connection (issue 44, search budgets). search_queries and
-- search_suggestion call search_word_found for every word typed, and search_close_words for every
-- word that found nothing. As SQL functions that cannot be inlined (security definer, a search_path
-- of their own), their statement was parsed and planned anew at every call, at a cost of the order
-- of running it. PL/pgSQL keeps a statement's plan for the connection's life. Same statements, same
-- results, same plans: the materialized CTE still has the probe planned for all its rows, so it
-- reads the full-text index whatever the word (20250128000500_catalogue_at_scale.sql).

create or replace function public.search_word_found(lexeme text, with_synonyms boolean) returns boolean
  language plpgsql stable security definer set search_path = ''
as $$
begin
  return (
    with hits as materialized (
      select 1 from public.products p
       where p.status = 'published' and p.fts @@ public.search_word_query(lexeme, with_synonyms)
    )
    select exists (select 1 from hits)
  );
end;
$$;

-- As in 20250124000100_search_forgives.sql, the similarity computed once a word.
create or replace function public.search_close_words(lexeme text) returns setof text
  language plpgsql stable security definer set search_path = ''
as $$
begin
  return query
    select c.word
      from (
        select w.word, extensions.similarity(w.word, lexeme) as score
          from public.search_words w
         where w.word operator(extensions.%) lexeme and w.word <> lexeme
      ) c
     where c.score >= 0.45
     order by c.score desc, c.word
     limit 3;
end;
$$;

revoke execute on function public.search_word_found(text, boolean), public.search_close_words(text)
  from public, anon, authenticated;
