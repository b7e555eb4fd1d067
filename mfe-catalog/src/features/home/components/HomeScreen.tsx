import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { FeaturedProducts } from './FeaturedProducts';

const Wrap = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function HomeScreen() {
  const { t } = useTranslation('common');
  return (
    <Wrap>
      <h1 className="sr-only">{t('pages.home')}</h1>
      <FeaturedProducts />
    </Wrap>
  );
}
