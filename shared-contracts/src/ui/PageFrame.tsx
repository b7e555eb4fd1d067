import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../theme';

export interface Crumb {
  label: string;
  to?: string;
}

const Nav = styled.nav`
  font-size: 0.875rem;
  color: ${theme.color.muted};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space(2)};
  }
  a {
    color: ${theme.color.brand};
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** Breadcrumb trail starting at Home; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <Nav aria-label={t('breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('pages.home')}</Link>
        </li>
        {trail.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} aria-current={i === trail.length - 1 ? 'page' : undefined}>
            {crumb.to && i < trail.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  h1 {
    margin: ${theme.space(3)} 0 ${theme.space(4)};
    font-size: 1.75rem;
    color: ${theme.color.text};
  }
`;

/** A page's breadcrumb and title; the page's content goes inside. */
export function PageFrame({ title, trail, children }: { title: string; trail?: Crumb[]; children?: ReactNode }) {
  return (
    <Section>
      <Breadcrumb trail={trail ?? [{ label: title }]} />
      <h1>{title}</h1>
      {children}
    </Section>
  );
}
