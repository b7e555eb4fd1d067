import { paths } from '@marketplace/contracts';

/**
 * The district's featured vendor (the Models category's maker), named on the About, FAQ, shipping
 * and returns pages. A proper name, so it is not translated.
 */
export const FEATURED_VENDOR = {
  name: 'Nairobi Scale Models',
  href: paths.vendor('Nairobi Scale Models'),
} as const;
