import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, sanitizeSearchInput, SEARCH_INPUT_MAX, theme } from '@marketplace/contracts';
import { actionsRowStyle, buttonStyle } from './Section';

// One column that may be narrower than its content's widest line (the search form's input and
// button side by side), so a phone from 320 px wide never scrolls the page sideways (WCAG 1.4.10).
const Band = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius};
  background: linear-gradient(120deg, ${theme.color.brandDark}, ${theme.color.brand});
  color: #fff;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    line-height: 1.15;
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.1rem;
  }
  .offer {
    justify-self: start;
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: 999px;
    background: ${theme.color.accent};
    color: #1f2937;
    font-weight: 800;
  }
  .actions {
    ${actionsRowStyle}
  }
  .primary {
    background: ${theme.color.accent};
    color: #1f2937;
  }
  .secondary {
    background: transparent;
    color: #fff;
    outline: 2px solid #fff;
  }
  form {
    display: flex;
    gap: ${theme.space(2)};
    max-width: 32rem;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radius};
    font: inherit;
  }
  button {
    ${buttonStyle} background: #1f2937;
    color: #fff;
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid #fde68a;
    outline-offset: 2px;
  }
`;

// Element Timing names the heading's paint: the bench reports when it was painted, beside the
// largest contentful paint. React's types do not list the attribute, hence the spread.
const HERO_TIMING: Record<string, string> = { elementtiming: 'home-hero' };

/** Promotional text, the 40% OFF banner, Shop Models / Browse All and a search form. */
export function Hero() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(paths.search(query));
  };

  return (
    <Band aria-labelledby="hero-title">
      <span className="offer">{t('storefront.offer')}</span>
      <h1 id="hero-title" {...HERO_TIMING}>
        {t('storefront.title')}
      </h1>
      <p>{t('storefront.text')}</p>
      <div className="actions">
        <Link className="primary" to={paths.category('models')}>
          {t('hero.shopModels')}
        </Link>
        <Link className="secondary" to={paths.products()}>
          {t('hero.browseAll')}
        </Link>
      </div>
      <form role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label={t('hero.searchLabel')}
          placeholder={t('hero.searchPlaceholder')}
          maxLength={SEARCH_INPUT_MAX}
          value={text}
          onChange={(event) => setText(sanitizeSearchInput(event.target.value))}
        />
        <button type="submit" disabled={text.trim() === ''}>
          {t('hero.search')}
        </button>
      </form>
    </Band>
  );
}
