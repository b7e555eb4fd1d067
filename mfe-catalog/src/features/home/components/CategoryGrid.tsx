import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../../lib/catalogue/catalogue';
import { useLoad } from '../../../lib/useLoad';
import { CategoryTiles, TilesSkeleton } from '../../../components/CategoryTiles';
import { SectionFailed } from '../../../components/SectionStatus';
import { HOME_CATEGORIES } from '../data/marketing';
import { Section } from './Section';

const readHomeCategories = async (catalogue: Catalogue) =>
  (await catalogue.categories()).filter((c) => (HOME_CATEGORIES as readonly string[]).includes(c.slug));

/** Shop By Category: the six categories and the district's stock figure of each. */
export function CategoryGrid() {
  const { t } = useTranslation('catalog');
  const { state, retry } = useLoad('home-categories', readHomeCategories);
  return (
    <Section aria-labelledby="categories-heading">
      <h2 id="categories-heading">{t('home.shopByCategory')}</h2>
      {state.status === 'failed' && <SectionFailed onRetry={retry} minHeight={220} />}
      {state.status === 'loading' && <TilesSkeleton count={HOME_CATEGORIES.length} />}
      {state.status === 'ready' && <CategoryTiles categories={state.data} />}
    </Section>
  );
}
