// The browsing pages' own texts (a product's page, a vendor's, the listings): a namespace of
// their own, so the home page does not load them.
export const en = {
  product: {
    notFound: 'Product not found',
    notFoundText: 'We could not find this product. It may have been removed, or the link may be wrong.',
    backToProducts: 'Browse all products',
    soldBy: 'Sold by',
    inStock: '{{count}} in stock',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    related: 'Related Products',
  },
  vendor: {
    notFound: 'Vendor not found',
    notFoundText: 'We could not find this vendor. The shop may have closed, or the link may be wrong.',
    backToVendors: 'See all vendors',
    joined: 'Joined {{date}}',
    phone: 'Call the shop:',
    empty: '{{name}} has no products on sale right now.',
  },
  category: {
    notFound: 'Category not found',
    notFoundText: 'We could not find this category. The link may be wrong.',
    backToCategories: 'See all categories',
  },
  listing: {
    allProducts: 'All Products',
    count_one: '{{count}} product',
    count_other: '{{count}} products',
    vendorCount_one: '{{count}} vendor',
    vendorCount_other: '{{count}} vendors',
    empty: 'No products here yet.',
    pages: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    productsDescription: 'Everything the district sells, from kitenge dresses to Kenyan coffee.',
    dealsDescription: 'Discounted products from our vendors, while stocks last.',
    vendorsDescription: 'The shops of the district: tailors, tech dealers, artisans, farmers and model makers.',
  },
  sort: { label: 'Sort by', featured: 'Featured', newest: 'Newest', priceAsc: 'Price: Low to High', priceDesc: 'Price: High to Low' },
};
