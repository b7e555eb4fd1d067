import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

// Classes, not style attributes: a server-rendered page's Content Security Policy refuses those.
const Box = styled.div<{ $minHeight?: number }>`
  min-height: ${({ $minHeight }) => ($minHeight === undefined ? 'auto' : `${$minHeight}px`)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.muted};
  text-align: center;
  p {
    margin: 0;
  }
  button {
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** A section whose data could not be loaded: it says so and offers Try Again; the page lives on. */
export function SectionFailed({ onRetry, minHeight }: { onRetry: () => void; minHeight?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <Box role="alert" $minHeight={minHeight} data-testid="section-failed">
      <p>{t('status.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('status.tryAgain')}
      </button>
    </Box>
  );
}
