import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

const Box = styled.div`
  max-width: 640px;
  margin: ${theme.space(8)} auto;
  padding: ${theme.space(6)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  text-align: center;
  h2 {
    margin-top: 0;
    color: ${theme.color.danger};
  }
  code {
    font-size: 0.85rem;
  }
  button {
    margin: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(4)};
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.brand};
    cursor: pointer;
    font: inherit;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .primary {
    background: ${theme.color.brand};
    color: #fff;
  }
  .secondary {
    background: #fff;
    color: ${theme.color.brand};
  }
`;

/** The spec's render-failure screen: 'Something went wrong', an Error ID, Try Again, Refresh Page. */
export function ErrorScreen({ errorId, onRetry, region }: { errorId: string; onRetry: () => void; region: string }) {
  const { t } = useTranslation('shell');
  return (
    <Box role="alert" data-error-region={region}>
      <h2>{t('error.title')}</h2>
      <p>{t('error.message')}</p>
      <p>
        {t('error.id')}: <code data-testid="error-id">{errorId}</code>
      </p>
      <button type="button" className="primary" onClick={onRetry}>
        {t('error.tryAgain')}
      </button>
      <button type="button" className="secondary" onClick={() => window.location.reload()}>
        {t('error.refresh')}
      </button>
    </Box>
  );
}
