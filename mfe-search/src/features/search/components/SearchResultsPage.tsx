import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  PageFrame,
  VALIDATION_MESSAGES,
  checkImageSearchFile,
  theme,
  translateMessage,
  useHost,
  validateSearchQuery,
} from '@marketplace/contracts';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { usePageHead } from '@marketplace/contracts/fragment';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  decodedQuery,
  readAddress,
  writeAddress,
  type SearchAddress,
  type SearchFilters,
} from '../model/address';
import type { SearchFacets, SearchRequest } from '../data/search-products';
import { useSearchResults, type ResultsState } from '../hooks/useSearchResults';
import { useImageAnalysis } from '../hooks/useImageAnalysis';
import { usePreviewRevocation } from '../hooks/usePreviewRevocation';
import { usePriceCeiling } from '../hooks/usePriceCeiling';
import { useBrowserOrigin } from '../../../lib/browser-renders';
import { SearchForm } from './SearchForm';
import { ImagePreview } from './ImagePreview';
import { FiltersForm } from './FiltersForm';
import { FiltersDialog } from './FiltersDialog';
import { Results } from './Results';
import { MOBILE_QUERY, WIDE_QUERY } from './styles';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${theme.space(8)};
  align-items: start;
  @media ${MOBILE_QUERY} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(4)};
  }
  aside h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.125rem;
  }
  /* The screen's width picks the side column or the dialog: the server, which cannot know it, sends
     both, and nothing moves when the page's code starts. */
  @media ${MOBILE_QUERY} {
    aside {
      display: none;
    }
  }
  @media ${WIDE_QUERY} {
    .filters-dialog {
      display: none;
    }
  }
`;

const QueryError = styled.p`
  margin: ${theme.space(3)} 0 0;
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.color.danger};
  background: #fef2f2;
  color: ${theme.color.danger};
`;

/** Longest part of a rejected query kept in the security log. */
const LOGGED_QUERY_MAX = 200;

/**
 * The search screen. Its address is the whole state (`?q=&image=&category=&min=&max=&sort=&page=`),
 * so Back, reload and shared links restore the same results; every value in it is untrusted.
 */
export function SearchResultsPage() {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const { notify, logSecurityEvent } = useHost();
  const [params, setParams] = useSearchParams();
  const origin = useBrowserOrigin();
  const address = useMemo(() => readAddress(params, origin ?? ''), [params, origin]);
  const { filters, image, page } = address;
  // An image search is the browser's alone (its preview is an object URL of this page): the server,
  // and the render hydrating its markup, show the page waiting for it and search nothing.
  const imageUnread = origin === null && Boolean(params.get('image'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ceiling = usePriceCeiling();
  const [analysisRun, setAnalysisRun] = useState(0);

  // An image is exclusive with text: while one is active the text query is not used.
  const validation = useMemo(
    () => (address.q !== null && !image && !imageUnread ? validateSearchQuery(decodedQuery(address.q)) : null),
    [address.q, image, imageUnread],
  );
  useSecurityLog(validation, address.q, logSecurityEvent);
  const query = validation?.ok ? validation.query : null;
  usePageTitle(query ? t('results.title', { query }) : tc('pages.search'));
  usePageHead(() => ({
    // A query may be 200 characters; a description a preview shows is about 160.
    description: query ? t('results.description', { query: query.length > 60 ? `${query.slice(0, 59)}…` : query }) : tc('pages.search'),
    kind: 'website',
    structuredData: [],
  }));

  usePreviewRevocation(image);
  const analysis = useImageAnalysis(image, analysisRun);
  const analyzing = analysis.status === 'analyzing';

  const request = useMemo<SearchRequest | null>(() => {
    if (imageUnread) return null;
    if (image) {
      if (analysis.status !== 'done') return null;
      return { query: null, filters: { ...filters, categories: [analysis.category] }, page };
    }
    if (validation && !validation.ok) return null;
    return { query: validation?.ok ? validation.query : null, filters, page };
  }, [imageUnread, image, analysis, validation, filters, page]);
  const { state, retry } = useSearchResults(request);

  const go = (next: Partial<SearchAddress>, options?: { replace?: boolean }) => {
    const merged = { ...address, page: 1, ...next };
    setParams(writeAddress(merged), options);
  };
  // Links, not handlers: a page of results is an address, and opens without JavaScript too.
  const pageLink = (n: number) => `?${writeAddress({ ...address, page: n }).toString()}`;

  const chooseImage = (file: File) => {
    const choice = checkImageSearchFile(file);
    if (!choice.ok) {
      notify({ kind: 'error', message: translateMessage(t, choice.messageEn) });
      return;
    }
    notify({ kind: 'success', message: translateMessage(t, VALIDATION_MESSAGES.imageSearchUploaded.en) });
    go({ q: null, image: choice.preview });
  };

  const imageFailed = () => {
    notify({ kind: 'error', message: translateMessage(t, VALIDATION_MESSAGES.imageSearchFailed.en) });
    go({ image: null }, { replace: true });
  };

  const changeFilters = (next: SearchFilters) => go({ filters: next });
  const clearFilters = () => go({ filters: { ...DEFAULT_FILTERS, sort: filters.sort } });
  // Clear search: query, image, categories and price range all back to their defaults.
  const clearSearch = () => setParams(new URLSearchParams());

  const facets = useQueryFacets(request, state);
  const filtersForm = <FiltersForm filters={filters} facets={facets} ceiling={ceiling} onChange={changeFilters} onClear={clearFilters} />;

  return (
    <PageFrame title={tc('pages.search')}>
      <Layout>
        <aside aria-labelledby="search-filters-heading">
          <h2 id="search-filters-heading">{t('filters.title')}</h2>
          {filtersForm}
        </aside>
        <div className="filters-dialog">
          <FiltersDialog open={filtersOpen} activeCount={activeFilterCount(filters)} onOpenChange={setFiltersOpen}>
            {filtersForm}
          </FiltersDialog>
        </div>
        <div>
          <SearchForm
            addressText={image || imageUnread ? '' : (address.q ?? '')}
            filters={filters}
            hasImage={image !== null}
            onSubmitText={(text) => go({ q: text, image: null })}
            onSubmitImage={() => setAnalysisRun((n) => n + 1)}
            onChooseImage={chooseImage}
          />
          {validation && !validation.ok && <QueryError role="alert">{translateMessage(t, validation.message)}</QueryError>}
          {image && <ImagePreview preview={image} analyzing={analyzing} onRemove={() => go({ image: null })} onFailed={imageFailed} />}
          {!(validation && !validation.ok) && (
            <Results
              state={state}
              analyzing={analyzing}
              sort={filters.sort}
              page={page}
              onSort={(sort) => go({ filters: { ...filters, sort } })}
              pageLink={pageLink}
              onRetry={retry}
              onClearSearch={clearSearch}
              onSearch={(text) => go({ q: text, image: null })}
            />
          )}
        </div>
      </Layout>
    </PageFrame>
  );
}

/**
 * The filters' counts: the query's, as its last answer gave them. They count the query whatever
 * the filters, so a new page, order or filter of the same query keeps them while it loads.
 */
function useQueryFacets(request: SearchRequest | null, state: ResultsState): SearchFacets | null {
  const [kept, setKept] = useState<{ query: string | null; facets: SearchFacets | null } | null>(null);
  const answered = state.status === 'ready' && request ? { query: request.query, facets: state.page.facets } : null;
  if (answered && (kept?.query !== answered.query || kept.facets !== answered.facets)) setKept(answered);
  const current = answered ?? kept;
  return current && request && current.query === request.query ? current.facets : null;
}

/** Logs each script-like query once as suspicious activity (the host stores it). */
function useSecurityLog(
  validation: ReturnType<typeof validateSearchQuery> | null,
  query: string | null,
  log: ReturnType<typeof useHost>['logSecurityEvent'],
) {
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!validation || validation.ok || !validation.suspicious || query === null || logged.current === query) return;
    logged.current = query;
    log({
      type: 'suspicious_activity',
      details: { source: 'search', reason: validation.message, query: Array.from(query).slice(0, LOGGED_QUERY_MAX).join('') },
    });
  }, [validation, query, log]);
}
