import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_SLUGS, formatMoney, theme, type CategorySlug } from '@marketplace/contracts';
import { secondaryButton, focusVisible } from './styles';
import type { SearchFilters } from '../model/address';
import type { PriceBand, SearchFacets } from '../data/search-products';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(5)};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${theme.space(2)};
  }
  legend {
    margin-bottom: ${theme.space(2)};
    font-weight: 600;
    color: ${theme.color.text};
  }
  .check {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    cursor: pointer;
  }
  .check input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.color.brand};
    ${focusVisible}
  }
  .prices {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(2)};
  }
  .prices label {
    display: grid;
    gap: ${theme.space(1)};
    font-size: 0.875rem;
    color: ${theme.color.muted};
  }
  .prices input {
    width: 100%;
    height: 40px;
    padding: 0 ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    ${focusVisible}
  }
  .clear {
    ${secondaryButton}
  }
  .hits {
    margin-left: auto;
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  .bands {
    display: grid;
    gap: ${theme.space(1)};
    margin: 0 0 ${theme.space(2)};
    padding: 0;
    list-style: none;
  }
  .bands button {
    display: flex;
    width: 100%;
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 1px solid transparent;
    border-radius: ${theme.radius};
    background: none;
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    ${focusVisible}
  }
  .bands button:hover {
    border-color: ${theme.color.border};
  }
  .bands button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    font-weight: 600;
  }
`;

/**
 * A count beside a filter: how many of the query's results it holds. A checkbox keeps its name
 * (the category's) and is described by its count.
 */
const Hits = ({ count, id }: { count: number | undefined; id?: string }) =>
  count === undefined ? null : (
    <span className="hits" id={id} aria-hidden={id ? true : undefined}>
      {`(${count})`}
    </span>
  );

/** Hyphens shown as spaces when a category has no translated name (spec: the search sidebar). */
const slugLabel = (slug: string) => slug.replace(/-/g, ' ');

/** A typed bound: whole or 2-decimal shillings, at least 0; anything else means 'the default'. */
function parseBound(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,10}(?:\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

interface Props {
  filters: SearchFilters;
  /** How many results each category and price band holds for the query, once counted. */
  facets?: SearchFacets | null;
  /** The default upper bound (the catalogue's top price, rounded up), once known. */
  ceiling: number | null;
  onChange(filters: SearchFilters): void;
  onClear(): void;
}

/**
 * Category checkboxes (OR), an inclusive price range and Clear filters. A price applies when the
 * field is left or Enter is pressed, so typing '5000' is one change, not four.
 */
export function FiltersForm({ filters, facets = null, ceiling, onChange, onClear }: Props) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [min, setMin] = useState(String(filters.min ?? 0));
  const [max, setMax] = useState(filters.max !== null ? String(filters.max) : ceiling !== null ? String(ceiling) : '');
  useEffect(() => setMin(String(filters.min ?? 0)), [filters.min]);
  useEffect(() => setMax(filters.max !== null ? String(filters.max) : ceiling !== null ? String(ceiling) : ''), [filters.max, ceiling]);

  const toggle = (slug: CategorySlug, checked: boolean) => {
    const wanted = new Set(filters.categories);
    if (checked) wanted.add(slug);
    else wanted.delete(slug);
    onChange({ ...filters, categories: CATEGORY_SLUGS.filter((s) => wanted.has(s)) });
  };

  const commitPrices = () => {
    const nextMin = parseBound(min);
    const nextMax = parseBound(max);
    // 0 and the default ceiling are the defaults: they stay out of the address.
    const low = nextMin === 0 ? null : nextMin;
    const high = nextMax !== null && nextMax === ceiling && filters.max === null ? null : nextMax;
    if (low === filters.min && high === filters.max) {
      // Nothing changed, but junk typed in a field is put back to what applies.
      setMin(String(filters.min ?? 0));
      setMax(filters.max !== null ? String(filters.max) : ceiling !== null ? String(ceiling) : '');
      return;
    }
    onChange({ ...filters, min: low, max: high });
  };

  const bandLabel = (band: PriceBand) => {
    // Bounds are inclusive to the cent: a band ending at 999.99 is 'under 1,000'.
    const upTo = band.high === null ? null : formatMoney(Math.round(band.high + 0.01));
    if (band.low === 0 && upTo) return t('filters.bandUnder', { high: upTo });
    if (upTo) return t('filters.bandBetween', { low: formatMoney(band.low), high: upTo });
    return t('filters.bandOver', { low: formatMoney(band.low) });
  };
  const bandChosen = (band: PriceBand) => (filters.min ?? 0) === band.low && filters.max === band.high;
  const chooseBand = (band: PriceBand) =>
    onChange(
      bandChosen(band) ? { ...filters, min: null, max: null } : { ...filters, min: band.low === 0 ? null : band.low, max: band.high },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const onPriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitPrices();
  };

  return (
    <Form onSubmit={onSubmit} aria-label={t('filters.title')}>
      <fieldset>
        <legend>{t('filters.categories')}</legend>
        {CATEGORY_SLUGS.map((slug) => (
          <label key={slug} className="check">
            <input
              type="checkbox"
              checked={filters.categories.includes(slug)}
              aria-describedby={facets ? `${id}-${slug}-hits` : undefined}
              onChange={(event) => toggle(slug, event.target.checked)}
            />
            {tc(`categories.${slug}`, { defaultValue: slugLabel(slug) })}
            <Hits count={facets ? (facets.categories[slug] ?? 0) : undefined} id={`${id}-${slug}-hits`} />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('filters.price')}</legend>
        {facets && facets.prices.length > 0 && (
          <ul className="bands" aria-label={t('filters.bands')}>
            {facets.prices.map((band) => (
              <li key={band.value}>
                <button type="button" aria-pressed={bandChosen(band)} onClick={() => chooseBand(band)}>
                  {bandLabel(band)}
                  <Hits count={band.hits} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="prices">
          <label htmlFor={`${id}-min`}>
            {t('filters.min')}
            <input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              value={min}
              onChange={(event) => setMin(event.target.value)}
              onBlur={commitPrices}
              onKeyDown={onPriceKey}
            />
          </label>
          <label htmlFor={`${id}-max`}>
            {t('filters.max')}
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              value={max}
              onChange={(event) => setMax(event.target.value)}
              onBlur={commitPrices}
              onKeyDown={onPriceKey}
            />
          </label>
        </div>
      </fieldset>
      <button type="button" className="clear" onClick={onClear}>
        {t('filters.clear')}
      </button>
    </Form>
  );
}
