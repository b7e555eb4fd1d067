import { DELIVERY_FEE_KES, DELIVERY_TIMES, FREE_DELIVERY_THRESHOLD_KES, formatMoney } from '@marketplace/contracts';
import { FEATURED_VENDOR } from './featured-vendor';

/** The delivery figures every support text interpolates, from the one source in contracts. */
export const SHIPPING_FIGURES = {
  fee: formatMoney(DELIVERY_FEE_KES),
  threshold: formatMoney(FREE_DELIVERY_THRESHOLD_KES),
  min: DELIVERY_TIMES.standard.minDays,
  max: DELIVERY_TIMES.standard.maxDays,
  hours: DELIVERY_TIMES.express.hours,
  intlMin: DELIVERY_TIMES.international.minDays,
  intlMax: DELIVERY_TIMES.international.maxDays,
  extraMin: DELIVERY_TIMES.featuredVendorExtraDays.min,
  extraMax: DELIVERY_TIMES.featuredVendorExtraDays.max,
  cutoff: DELIVERY_TIMES.sameDayCutoff,
  vendor: FEATURED_VENDOR.name,
} as const;
