import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { visitedPages } from '../lib/offline/visited-pages';

const Box = styled.section`
  max-width: 40rem;
  margin: 48px auto;
  padding: 0 16px;
  h1 {
    font-size: 1.5rem;
    margin: 0 0 12px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 24px 0 8px;
  }
  ul {
    padding-left: 20px;
  }
  li {
    margin: 6px 0;
  }
  a {
    color: ${theme.color.brandDark};
  }
`;

/** A region that cannot load without a connection: what the shopper can still open. */
export function OfflinePage() {
  const { t } = useTranslation('shell');
  const visited = visitedPages();
  return (
    <Box aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.message')}</p>
      <h2>{t('offline.available')}</h2>
      <ul>
        <li>
          <Link to="/">{t('offline.home')}</Link>
        </li>
        <li>
          <Link to="/cart">{t('offline.cart')}</Link>
        </li>
      </ul>
      {visited.length > 0 && (
        <>
          <h2>{t('offline.visited')}</h2>
          <ul>
            {visited.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
