import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { NS } from '../remote';
import { Badge } from './styles';

/** A product's state as a shopper meets it: a draft, published, or published with nothing left. */
export function ProductStatusBadge({ status, stock }: { status: 'draft' | 'published'; stock: number }) {
  const { t } = useTranslation(NS);
  if (status === 'draft') return <Badge $colour={theme.status.other}>{t('products.status.draft')}</Badge>;
  if (stock === 0) return <Badge $colour={theme.status.cancelled}>{t('products.status.outOfStock')}</Badge>;
  return <Badge $colour={theme.status.delivered}>{t('products.status.published')}</Badge>;
}
