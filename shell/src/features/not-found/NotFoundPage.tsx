import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Breadcrumb, paths, registerTranslations, theme } from '@marketplace/contracts';
import { LinkList } from '../../components/LinkList';
import { NOT_FOUND_NAMESPACE, notFoundTranslations } from './i18n';

void registerTranslations(NOT_FOUND_NAMESPACE, notFoundTranslations);

const Wrap = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  text-align: center;
  .code {
    font-size: 5rem;
    font-weight: 800;
    color: ${theme.color.brand};
    margin: ${theme.space(4)} 0 0;
  }
  .actions {
    display: flex;
    gap: ${theme.space(3)};
    justify-content: center;
    flex-wrap: wrap;
    margin: ${theme.space(4)} 0;
  }
  .actions a,
  .actions button,
  .browse {
    padding: ${theme.space(2)} ${theme.space(5)};
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.brand};
    font: inherit;
    cursor: pointer;
    text-decoration: none;
  }
  .primary {
    background: ${theme.color.brand};
    color: #fff;
  }
  .secondary {
    background: #fff;
    color: ${theme.color.brand};
  }
  a:focus-visible,
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${theme.space(6)};
    text-align: left;
    margin: ${theme.space(6)} 0;
  }
  h2 {
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    margin: ${theme.space(2)} 0;
  }
  .browse {
    display: inline-block;
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: #1f2937;
  }
`;

/** The spec's Page Not Found: for '*', /privacy and /terms. The bad path goes to the console. */
export function NotFoundPage() {
  const { t } = useTranslation([NOT_FOUND_NAMESPACE, 'common']);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);

  return (
    <Wrap data-page="not-found">
      <Breadcrumb trail={[{ label: t('common:pages.notFound') }]} />
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>{t('common:pages.notFound')}</h1>
      <p>{t('notFound.message')}</p>
      <div className="actions">
        <Link className="primary" to={paths.home()}>
          {t('notFound.home')}
        </Link>
        <button type="button" className="secondary" onClick={() => navigate(-1)}>
          {t('notFound.goBack')}
        </button>
      </div>
      <div className="columns">
        <LinkList
          id="nf-quick"
          title={t('notFound.quickLinks')}
          links={[
            { to: paths.home(), label: t('common:pages.home') },
            { to: paths.products(), label: t('common:pages.products') },
            { to: paths.deals(), label: t('common:pages.deals') },
          ]}
        />
        <LinkList
          id="nf-help"
          title={t('notFound.needHelp')}
          links={[
            { to: paths.faq(), label: t('common:pages.faq') },
            { to: paths.shipping(), label: t('common:pages.shipping') },
            { to: paths.contact(), label: t('common:pages.contact') },
          ]}
        />
      </div>
      <Link className="browse" to={paths.categories()}>
        {t('notFound.browseCategories')}
      </Link>
    </Wrap>
  );
}
