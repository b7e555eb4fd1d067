/** The seller center's addresses (its pages are declared in src/pages.ts). */
export const sellerPaths = {
  home: () => '/seller',
  products: () => '/seller/products',
  newProduct: () => '/seller/products/new',
  product: (id: string) => `/seller/products/${encodeURIComponent(id)}`,
  orders: () => '/seller/orders',
  settings: () => '/seller/settings',
  applications: () => '/seller/applications',
  payments: () => '/seller/payments',
  statement: (month: string) => `/seller/payments/statement?month=${encodeURIComponent(month)}`,
  payouts: () => '/seller/payouts',
};
