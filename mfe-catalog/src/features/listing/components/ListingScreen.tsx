import { PageFrame, CATEGORY_SLUGS } from '@marketplace/contracts';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** One screen for /products, /deals, /vendors and /category/{id}, titled by where it is. */
export function ListingScreen() {
  const { t } = useTranslation('common');
  const { categoryId } = useParams();
  const { pathname } = useLocation();
  let title: string;
  if (categoryId !== undefined) {
    const known = (CATEGORY_SLUGS as readonly string[]).includes(categoryId);
    title = known ? t(`categories.${categoryId}`) : t('pages.products');
  } else if (pathname.startsWith('/deals')) title = t('pages.deals');
  else if (pathname.startsWith('/vendors')) title = t('pages.vendors');
  else title = t('pages.products');
  return <PageFrame title={title} />;
}
