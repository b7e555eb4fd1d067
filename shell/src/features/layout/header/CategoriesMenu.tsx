import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_SLUGS, paths, theme } from '@marketplace/contracts';
import { ChevronDownIcon } from '../icons';
import { focusRing } from '../styles';
import { useDropdown } from './useDropdown';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  left: 0;
  top: calc(100% + 8px);
  z-index: 1100;
  min-width: 240px;
  margin: 0;
  padding: ${theme.space(2)};
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 16px 40px rgba(15, 23, 42, 0.16);
  &[hidden] {
    display: none;
  }

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: 6px;
    color: ${theme.color.text};
    text-decoration: none;
    ${focusRing}
  }
  a:hover,
  a:focus {
    background: #ecfdf5;
    color: ${theme.color.brandDark};
  }
  a[data-featured='true']::after {
    content: '★' / '';
    color: ${theme.color.accent};
  }
  .all {
    margin-top: ${theme.space(1)};
    padding-top: ${theme.space(1)};
    border-top: 1px solid ${theme.color.border};
  }
  .all a {
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;

/**
 * The main bar's Categories dropdown: a disclosure of links to the seven categories (the
 * highlighted Models category is starred) plus the categories overview.
 */
export function CategoriesMenu() {
  const { t } = useTranslation(['shell', 'common']);
  const { rootProps, buttonProps, panelProps } = useDropdown();
  return (
    <Root {...rootProps}>
      <Toggle {...buttonProps} aria-controls="header-categories">
        {t('common:pages.categories')}
        <ChevronDownIcon size={16} />
      </Toggle>
      <Panel {...panelProps} id="header-categories">
        {CATEGORY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link to={paths.category(slug)} data-featured={slug === 'models'}>
              {t(`common:categories.${slug}`)}
            </Link>
          </li>
        ))}
        <li className="all">
          <Link to={paths.categories()}>{t('header.allCategories')}</Link>
        </li>
      </Panel>
    </Root>
  );
}
