import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme } from '@marketplace/contracts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Block = styled.div<{ $slot: boolean }>`
  /* A page's skeleton is at least a screen tall (as index.html's static frame): the footer stays
     below the fold until the content arrives, instead of being pushed down in view by it. */
  ${({ $slot }) =>
    $slot
      ? 'width: 40px; height: 32px;'
      : `max-width: 1200px; min-height: 100vh; margin: ${theme.space(6)} auto; padding: 0 ${theme.space(4)};`}
  span {
    display: block;
    height: ${({ $slot }) => ($slot ? '32px' : '18px')};
    margin-bottom: 12px;
    border-radius: 4px;
    background: #e5e7eb;
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/** Placeholder while a remote loads (also the auth-loading skeleton of guarded routes). */
export function RegionSkeleton({ slot = false, remote }: { slot?: boolean; remote: string }) {
  const { t } = useTranslation('shell');
  return (
    <Block $slot={slot} aria-busy="true" role="status" aria-label={t('loading')} data-loading-region={remote}>
      <span style={{ width: slot ? '100%' : '30%' }} />
      {!slot && (
        <>
          <span style={{ width: '60%' }} />
          <span style={{ width: '90%' }} />
          <span style={{ width: '75%' }} />
        </>
      )}
    </Block>
  );
}
