import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { useReachability } from '../../lib/offline/connection';

const Banner = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: #1f2937;
  color: #fff;
  text-align: center;
  font-size: 0.9rem;
  font-family: ${theme.font.body};
`;

/**
 * Says, while the shop cannot be reached, that the site still works from what it has kept: the
 * browser says it is offline, or it says it is online and the shop does not answer.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const state = useReachability();
  return (
    <div role="status">
      {state === 'online' ? null : <Banner>{t(state === 'offline' ? 'offline.banner' : 'offline.unreachable')}</Banner>}
    </div>
  );
}
