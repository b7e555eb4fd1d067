import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { focusVisible } from './styles';

const Panel = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(4)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius};
  }
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.color.muted};
  }
  button {
    position: absolute;
    top: ${theme.space(2)};
    right: ${theme.space(2)};
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 50%;
    background: #f3f4f6;
    color: ${theme.color.text};
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    ${focusVisible}
  }
`;

interface Props {
  /** A `blob:` address of this page (checked before it gets here). */
  preview: string;
  analyzing: boolean;
  onRemove(): void;
  /** The preview could not be read (for instance revoked, or left over from before a reload). */
  onFailed(): void;
}

/** The image being searched with, and a close button that ends the image search. */
export function ImagePreview({ preview, analyzing, onRemove, onFailed }: Props) {
  const { t } = useTranslation('search');
  return (
    <Panel aria-labelledby="image-search-heading">
      <img src={preview} alt={t('image.previewAlt')} onError={onFailed} />
      <div>
        <h2 id="image-search-heading">{t('image.heading')}</h2>
        {analyzing && <p role="status">{t('image.analyzing')}</p>}
      </div>
      <button type="button" aria-label={t('image.remove')} title={t('image.remove')} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </Panel>
  );
}
