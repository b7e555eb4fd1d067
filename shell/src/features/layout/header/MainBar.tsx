import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import { focusRing, media } from '../styles';
import { CategoriesMenu } from './CategoriesMenu';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { MiniCartSlot } from './MiniCartSlot';

/** Narrower screens put the search box on a row of its own. */
const SINGLE_ROW_FROM = 1200;

/** Vertical padding of the main bar; the header compensates the difference (see Header). */
export const MAIN_BAR_PADDING = { normal: 14, compact: 6 } as const;

const Bar = styled.div<{ $compact: boolean }>`
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  box-shadow: ${({ $compact }) => ($compact ? '0 4px 16px rgba(15, 23, 42, 0.12)' : 'none')};
  transition: box-shadow 0.2s;
`;

const Inner = styled.div<{ $compact: boolean }>`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ $compact }) => MAIN_BAR_PADDING[$compact ? 'compact' : 'normal']}px ${theme.space(4)};
  transition: padding 0.2s;
  display: grid;
  grid-template-columns: auto auto minmax(200px, 1fr) auto;
  grid-template-areas: 'logo nav search actions';
  align-items: center;
  column-gap: ${theme.space(4)};
  row-gap: ${theme.space(2)};

  @media (min-width: ${theme.breakpoint.mobile}) and (max-width: ${SINGLE_ROW_FROM - 0.02}px) {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'logo nav actions' 'search search search';
  }
  ${media.mobile} {
    grid-template-columns: 1fr auto;
    grid-template-areas: 'logo actions';
    column-gap: ${theme.space(2)};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const LogoArea = styled.div`
  grid-area: logo;
  min-width: 0;
`;

const DesktopNav = styled.nav`
  grid-area: nav;
  ${media.mobile} {
    display: none;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ul > li > a,
  > ul > li > div > button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radius};
    background: none;
    color: ${theme.color.text};
    font: inherit;
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
  > ul > li > a:hover,
  > ul > li > div > button:hover {
    background: #ecfdf5;
    color: ${theme.color.brandDark};
  }
  > ul > li > a[aria-current='page'] {
    color: ${theme.color.brand};
    background: #ecfdf5;
  }
  .deals {
    color: ${theme.color.danger};
  }
`;

const Search = styled.div`
  grid-area: search;
  ${media.mobile} {
    display: none;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

/** Logo, main navigation, search and the cart; `menuButton` is the mobile menu's toggle. */
export function MainBar({ compact, menuButton }: { compact: boolean; menuButton: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Bar $compact={compact}>
      <Inner $compact={compact}>
        <LogoArea>
          <Logo compact={compact} />
        </LogoArea>
        <DesktopNav aria-label={t('header.mainNav')}>
          <ul>
            <li>
              <NavLink to={paths.home()} end>
                {t('common:pages.home')}
              </NavLink>
            </li>
            <li>
              <CategoriesMenu />
            </li>
            <li>
              <NavLink to={paths.deals()} className="deals">
                {t('common:pages.deals')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products()}>{t('common:pages.products')}</NavLink>
            </li>
          </ul>
        </DesktopNav>
        <Search>
          <HeaderSearch withImageSearch iconSubmit />
        </Search>
        <Actions>
          <MiniCartSlot />
          {menuButton}
        </Actions>
      </Inner>
    </Bar>
  );
}
