import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { useOnline } from '../../lib/offline/connection';

const Banner = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: #1f2937;
  color: #fff;
  text-align: center;
  font-size: 0.9rem;
  font-family: ${theme.font.body};
`;

/** Says, while the connection is gone, that the site still works from what it has kept. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return <div role="status">{online ? null : <Banner>{t('offline.banner')}</Banner>}</div>;
}
