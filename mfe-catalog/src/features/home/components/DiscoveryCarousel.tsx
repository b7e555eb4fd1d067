import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import type { Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { ProductGrid } from '../../../components/ProductGrid';
import { DISCOVERY_FILTERS, type DiscoveryFilter } from '../data/marketing';
import { Section } from './Section';

/** How many products the window shows at once. */
const DISCOVERY_WINDOW = 4;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  .chips,
  .nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  button {
    min-height: 40px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  .chips button[aria-pressed='true'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #fff;
  }
`;

const readDiscovery = (catalogue: Catalogue) => catalogue.discovery();

/** The eleven discovery products: filter chips, a looping window with previous/next. */
export function DiscoveryCarousel() {
  const { t } = useTranslation('catalog');
  const { state, retry } = useLoad('home-discovery', readDiscovery);
  const [filter, setFilter] = useState<DiscoveryFilter>('all');
  const [offset, setOffset] = useState(0);

  const category = DISCOVERY_FILTERS[filter];
  const matching = state.status === 'ready' ? state.data.filter((p) => category === null || p.category === category) : [];
  const size = matching.length;
  const start = size === 0 ? 0 : ((offset % size) + size) % size;
  const visible = size <= DISCOVERY_WINDOW ? matching : Array.from({ length: DISCOVERY_WINDOW }, (_, i) => matching[(start + i) % size]!);

  const choose = (next: DiscoveryFilter) => {
    setFilter(next);
    setOffset(0);
  };

  return (
    <Section aria-labelledby="discovery-heading">
      <h2 id="discovery-heading">{t('discovery.heading')}</h2>
      <Bar>
        <div className="chips" role="group" aria-label={t('discovery.filters')}>
          {(Object.keys(DISCOVERY_FILTERS) as DiscoveryFilter[]).map((key) => (
            <button key={key} type="button" aria-pressed={filter === key} onClick={() => choose(key)}>
              {t(`discovery.chips.${key}`)}
            </button>
          ))}
        </div>
        <div className="nav">
          <button
            type="button"
            onClick={() => setOffset((o) => o - 1)}
            disabled={size <= DISCOVERY_WINDOW}
            aria-label={t('discovery.previous')}
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => setOffset((o) => o + 1)}
            disabled={size <= DISCOVERY_WINDOW}
            aria-label={t('discovery.next')}
          >
            ›
          </button>
        </div>
      </Bar>
      <div data-testid="discovery-items">
        <ProductGrid
          state={state.status === 'ready' ? { status: 'ready', data: visible } : state}
          retry={retry}
          skeletons={DISCOVERY_WINDOW}
        />
      </div>
    </Section>
  );
}
