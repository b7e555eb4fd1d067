/** Path builders: the only way apps link to each other's pages. */
export const CATEGORY_SLUGS = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'models', 'food'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The spec's vendor slug: name lowercased, spaces to hyphens. */
export function vendorSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
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
  cart: () => '/cart',
  checkout: () => '/checkout',
  orders: () => '/orders',
  profile: () => '/profile',
  contact: () => '/contact',
  about: () => '/about',
  faq: () => '/faq',
  shipping: () => '/shipping',
  returns: () => '/returns',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;
