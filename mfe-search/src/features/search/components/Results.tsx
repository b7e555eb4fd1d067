import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES, theme, translateMessage } from '@marketplace/contracts';
import { FIRST_SCREEN_RESULTS, PAGE_SIZE, SORT_ORDERS, type SortOrder } from '../model/address';
import type { ResultsState } from '../hooks/useSearchResults';
import { ResultCard } from './ResultCard';
import { button, focusVisible, secondaryButton } from './styles';

/**
 * While results load, the section is a screen tall, as a page of results is: the footer stays
 * below the fold instead of showing and being pushed away when the cards arrive.
 */
const Section = styled.section<{ $busy: boolean }>`
  min-height: ${({ $busy }) => ($busy ? '100vh' : '0')};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: ${theme.space(5)} 0 ${theme.space(4)};
  p {
    margin: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.color.muted};
  }
  select {
    height: 40px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    ${focusVisible}
  }
`;

/** The whole sentence is the button: one target, read out as one phrase in every language. */
const Suggestion = styled.p`
  margin: 0 0 ${theme.space(4)};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.brand};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
    ${focusVisible}
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(10)} ${theme.space(4)};
  text-align: center;
  color: ${theme.color.muted};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${theme.color.text};
  }
  p {
    margin: 0;
  }
  .primary {
    ${button}
  }
  .secondary {
    ${secondaryButton}
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  a {
    ${secondaryButton}
    text-decoration: none;
  }
`;

interface Props {
  state: ResultsState;
  /** The simulated image analysis is running: results wait for it. */
  analyzing: boolean;
  sort: SortOrder;
  page: number;
  onSort(sort: SortOrder): void;
  /** The address of another page of these results. */
  pageLink(page: number): string;
  onRetry(): void;
  onClearSearch(): void;
  /** Runs another text search (the 'Did you mean' suggestion). */
  onSearch(query: string): void;
}

/** Count and sort, then the cards, or the loading, failure or no-results state. */
export function Results({ state, analyzing, sort, page, onSort, pageLink, onRetry, onClearSearch, onSearch }: Props) {
  const { t } = useTranslation('search');
  const sortId = useId();
  const total = state.status === 'ready' ? state.page.total : null;
  const pages = total !== null ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : 1;
  const busy = state.status === 'loading' || analyzing;
  // 'idle' is also the first render of a search, before its request starts.
  const waiting = busy || state.status === 'idle';
  const suggestion = state.status === 'ready' && !analyzing ? state.page.suggestion : null;

  return (
    <Section aria-label={t('results.list')} aria-busy={busy} $busy={waiting}>
      <Header>
        <p role="status">{total !== null && !analyzing ? t('results.count', { count: total }) : ''}</p>
        <label htmlFor={sortId}>
          {t('sort.label')}
          <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as SortOrder)}>
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`sort.${order}`)}
              </option>
            ))}
          </select>
        </label>
      </Header>
      {suggestion && (
        <Suggestion>
          <button type="button" onClick={() => onSearch(suggestion)}>
            {t('results.didYouMean', { suggestion })}
          </button>
        </Suggestion>
      )}
      {analyzing ? (
        <Notice>
          <p>{t('results.analyzing')}</p>
        </Notice>
      ) : state.status === 'loading' ? (
        <Notice>
          <p>{t('results.loading')}</p>
        </Notice>
      ) : state.status === 'error' ? (
        <Notice role="alert">
          <p>
            {state.reason === 'not-configured' ? translateMessage(t, ERROR_MESSAGES.backendNotConfigured.en) : t('results.unavailable')}
          </p>
          <button type="button" className="primary" onClick={onRetry}>
            {t('results.retry')}
          </button>
        </Notice>
      ) : state.status === 'ready' && state.page.hits.length === 0 ? (
        <Notice>
          <h2>{t('results.none')}</h2>
          <p>{t('results.noneHint')}</p>
          <button type="button" className="secondary" onClick={onClearSearch}>
            {t('results.clearSearch')}
          </button>
        </Notice>
      ) : state.status === 'ready' ? (
        <>
          <Grid>
            {state.page.hits.map((hit, i) => (
              <ResultCard key={hit.id} hit={hit} eager={i < FIRST_SCREEN_RESULTS} words={state.page.highlights} />
            ))}
          </Grid>
          {pages > 1 && (
            <Pager aria-label={t('pages.label')}>
              {page > 1 && (
                <Link to={pageLink(page - 1)} rel="prev">
                  {t('pages.previous')}
                </Link>
              )}
              <span aria-current="page">{t('pages.status', { page, pages })}</span>
              {page < pages && (
                <Link to={pageLink(page + 1)} rel="next">
                  {t('pages.next')}
                </Link>
              )}
            </Pager>
          )}
        </>
      ) : null}
    </Section>
  );
}
