/** Path builders: the only way apps link to each other's pages. */
export const CATEGORY_SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * The spec's vendor slug: name lowercased, spaces to hyphens; accents dropped and anything else that
 * is not a letter, digit or hyphen stripped, so a slug is always a safe path segment.
 */
export function vendorSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const paths = {
  home: () => '/',
  products: () => '/products',
  deals: () => '/deals',
  vendors: () => '/vendors',
  categories: () => '/categories',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  vendor: (nameOrSlug: string) => `/vendor/${encodeURIComponent(vendorSlug(nameOrSlug))}`,
  vendorRegister: () => '/vendor/register',
  vendorInfo: () => '/vendor/info',
  product: (id: string | number) => `/product/${encodeURIComponent(String(id))}`,
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  imageSearch: (preview: string) => `/search?image=${encodeURIComponent(preview)}`,
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orders: () => '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  profile: () => '/profile',
  contact: () => '/contact',
  about: () => '/about',
  faq: () => '/faq',
  shipping: () => '/shipping',
  returns: () => '/returns',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;
