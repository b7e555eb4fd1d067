import { useTranslation } from 'react-i18next';
import { PageFrame } from '@marketplace/contracts';
import type { Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { SectionFailed } from '../../../components/SectionStatus';
import { CategoryTiles, TilesSkeleton } from '../../../components/CategoryTiles';

const readCategories = (catalogue: Catalogue) => catalogue.categories();

/** /categories: all seven categories with their counts and images. */
export function CategoriesScreen() {
  const { t } = useTranslation('common');
  const { state, retry } = useLoad('categories', readCategories);
  return (
    <PageFrame title={t('pages.categories')}>
      {state.status === 'failed' && <SectionFailed onRetry={retry} minHeight={300} />}
      {state.status === 'loading' && <TilesSkeleton count={7} />}
      {state.status === 'ready' && <CategoryTiles categories={state.data} />}
    </PageFrame>
  );
}
