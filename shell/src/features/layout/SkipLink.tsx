import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

const Link = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 3000;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.brand};
  color: #fff;
  &:focus {
    left: ${theme.space(2)};
    outline: ${theme.focusRing};
  }
`;

/** Lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return <Link href="#main-content">{t('skipToContent')}</Link>;
}
