import { useId } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_SLUGS, CONTACT, paths, theme } from '@marketplace/contracts';
import { CloseIcon, MenuIcon, PhoneIcon } from '../icons';
import { focusRing, media } from '../styles';
import { AccountLinks } from './AccountLinks';
import { HeaderSearch } from './HeaderSearch';
import { useLanguage } from './useLanguage';
import type { MobileMenuState } from './useMobileMenu';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  ${focusRing}
  ${media.desktop} {
    display: none;
  }
`;

/** The main bar's menu button, shown below the mobile breakpoint only. */
export function MenuToggle({ menu }: { menu: MobileMenuState }) {
  const { t } = useTranslation('shell');
  return (
    <Toggle
      ref={menu.toggleRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      aria-label={menu.open ? t('mobileMenu.close') : t('mobileMenu.open')}
      onClick={menu.toggle}
    >
      {menu.open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
    </Toggle>
  );
}

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100dvh - 72px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space(4)};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  box-shadow: 0 16px 32px rgba(15, 23, 42, 0.18);
  &[hidden],
  ${media.desktop} {
    display: none;
  }

  .group-label {
    margin: ${theme.space(5)} 0 ${theme.space(1)};
    color: ${theme.color.muted};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a,
  ul button {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    width: 100%;
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 0;
    border-radius: ${theme.radius};
    background: none;
    color: ${theme.color.text};
    font: inherit;
    font-weight: 500;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
  ul a:hover,
  ul button:hover {
    background: #ecfdf5;
  }
  ul a[aria-current='page'] {
    color: ${theme.color.brand};
    font-weight: 700;
  }
  .categories {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  .languages {
    display: flex;
    gap: ${theme.space(2)};
  }
  .languages button {
    flex: 1;
    justify-content: center;
    border: 1px solid ${theme.color.border};
  }
  .languages button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: #ecfdf5;
    color: ${theme.color.brandDark};
    font-weight: 700;
  }
`;

/**
 * Below 768 px: the header's links, a search form and the language switch in one panel. Its
 * content renders only while it is open: closed, its twenty-odd links and buttons and a second
 * search form would be built by every page's first render for nothing (the panel stays, for
 * aria-controls).
 */
export function MobileMenu({ menu }: { menu: MobileMenuState }) {
  return (
    <Panel id={menu.panelId} hidden={!menu.open}>
      {menu.open && <MenuContent />}
    </Panel>
  );
}

function MenuContent() {
  const { t } = useTranslation(['shell', 'common']);
  const { current, languages, change } = useLanguage();
  const ids = useId();
  const label = (group: string) => `${ids}-${group}`;

  return (
    <>
      <HeaderSearch />
      <nav aria-label={t('mobileMenu.nav')}>
        <p className="group-label" id={label('shop')}>
          {t('mobileMenu.shop')}
        </p>
        <ul aria-labelledby={label('shop')}>
          <li>
            <NavLink to={paths.home()} end>
              {t('common:pages.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.deals()}>{t('common:pages.deals')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.products()}>{t('common:pages.products')}</NavLink>
          </li>
        </ul>
        <p className="group-label" id={label('categories')}>
          {t('common:pages.categories')}
        </p>
        <ul className="categories" aria-labelledby={label('categories')}>
          {CATEGORY_SLUGS.map((slug) => (
            <li key={slug}>
              <NavLink to={paths.category(slug)}>{t(`common:categories.${slug}`)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.categories()}>{t('header.allCategories')}</NavLink>
          </li>
        </ul>
        <p className="group-label" id={label('help')}>
          {t('mobileMenu.help')}
        </p>
        <ul aria-labelledby={label('help')}>
          <li>
            <NavLink to={paths.faq()}>{t('header.faq')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.contact()}>{t('header.contact')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.shipping()}>{t('header.shipping')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.returns()}>{t('header.returns')}</NavLink>
          </li>
          <li>
            <a href={CONTACT.phone.href} aria-label={t('header.callUs', { phone: CONTACT.phone.display })}>
              <PhoneIcon size={16} />
              {CONTACT.phone.display}
            </a>
          </li>
        </ul>
        <p className="group-label" id={label('account')}>
          {t('mobileMenu.account')}
        </p>
        <ul aria-labelledby={label('account')}>
          <AccountLinks />
        </ul>
      </nav>
      <p className="group-label" id={label('language')}>
        {t('mobileMenu.language')}
      </p>
      {/* The group around the list: a <ul> given role="group" would orphan its <li>s. */}
      <div role="group" aria-labelledby={label('language')}>
        <ul className="languages">
          {languages.map(({ code, label: name }) => (
            <li key={code}>
              <button type="button" lang={code} aria-pressed={code === current} onClick={() => change(code)}>
                {code === current && <span aria-hidden="true">✓</span>}
                {name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
