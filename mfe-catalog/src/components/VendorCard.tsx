import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@marketplace/contracts';
import type { Vendor } from '../lib/catalogue/catalogue';
import { Card } from './ProductCard';
import { Stars } from './Stars';

/** A vendor: image, name (links to the vendor's page), product count, rating, category. */
export function VendorCard({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('catalog');
  const { t: common } = useTranslation('common');
  return (
    <Card data-vendor-slug={vendor.slug}>
      <img src={vendor.image} alt={t('vendor.imageAlt', { name: vendor.name })} loading="lazy" width={400} height={300} />
      {/* The card's own body height, as its skeleton has: nothing moves when vendors arrive. */}
      <div className="body">
        <h3>
          <Link to={paths.vendor(vendor.slug)}>{vendor.name}</Link>
        </h3>
        <span className="vendor">{common(`categories.${vendor.category}`)}</span>
        <Stars rating={vendor.rating} />
        <span>{t('vendor.productCount', { count: vendor.productCount })}</span>
      </div>
    </Card>
  );
}
