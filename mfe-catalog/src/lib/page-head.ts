import { paths } from '@marketplace/contracts';
import { HEAD_DESCRIPTION_MAX, type PageHead } from '@marketplace/contracts/fragment';
import { languageAddress, type Language } from '@marketplace/contracts/language';
import type { Product, Vendor } from './catalogue/catalogue';

// What the catalogue's pages say about themselves to search engines and link previews (contracts'
// PageHead): plain data built on the server only; the shell's server writes the tags.

const SCHEMA = 'https://schema.org';
/** How long a description may run before previews cut it: a sentence or two. */
const DESCRIPTION_CHARS = 160;

/** `text` cut at a word within `max` characters, marked as cut. */
export function shortDescription(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= Math.min(max, HEAD_DESCRIPTION_MAX)) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbs(site: string, language: Language, trail: Crumb[]): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: languageAddress(site, crumb.path, language),
    })),
  };
}

export interface ProductWords {
  /** The product's name and description in the page's language (English where the vendor left it empty). */
  name: string;
  description: string;
  categoryName: string;
  categoriesLabel: string;
}

/** A product page: a product preview with its price, Product with its Offer, and where it sits. */
export function productHead(site: string, language: Language, product: Product, words: ProductWords): PageHead {
  const address = languageAddress(site, paths.product(product.id), language);
  const vendorAddress = languageAddress(site, paths.vendor(product.vendor.slug), language);
  return {
    description: shortDescription(words.description || words.name),
    kind: 'product',
    price: { amount: product.price, currency: 'KES' },
    ...(product.image ? { picture: product.image } : {}),
    structuredData: [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: words.name,
        description: words.description || words.name,
        sku: product.id,
        image: [product.image],
        category: words.categoryName,
        url: address,
        ...(product.ratingCount > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount } }
          : {}),
        offers: {
          '@type': 'Offer',
          url: address,
          price: product.price.toFixed(2),
          priceCurrency: 'KES',
          availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          itemCondition: `${SCHEMA}/NewCondition`,
          seller: { '@type': 'Organization', name: product.vendor.name, url: vendorAddress },
        },
      },
      breadcrumbs(site, language, [
        { name: words.categoriesLabel, path: paths.categories() },
        { name: words.categoryName, path: paths.category(product.category) },
        { name: words.name, path: paths.product(product.id) },
      ]),
    ],
  };
}

/** A vendor's shop: its description, as an Organization of the district. */
export function vendorHead(site: string, language: Language, vendor: Vendor, description: string, vendorsLabel: string): PageHead {
  return {
    description: shortDescription(description || vendor.name),
    kind: 'website',
    // A new shop may have no logo yet.
    ...(vendor.image ? { picture: vendor.image } : {}),
    structuredData: [
      {
        '@context': SCHEMA,
        '@type': 'Store',
        name: vendor.name,
        description: description || vendor.name,
        ...(vendor.image ? { image: vendor.image } : {}),
        url: languageAddress(site, paths.vendor(vendor.slug), language),
        ...(vendor.location ? { address: { '@type': 'PostalAddress', addressLocality: vendor.location, addressCountry: 'KE' } } : {}),
        ...(vendor.contactPhone ? { telephone: vendor.contactPhone } : {}),
      },
      breadcrumbs(site, language, [
        { name: vendorsLabel, path: paths.vendors() },
        { name: vendor.name, path: paths.vendor(vendor.slug) },
      ]),
    ],
  };
}

/** A category's listing: its description and where it sits. */
export function categoryHead(
  site: string,
  language: Language,
  category: { slug: string; name: string; description: string; image?: string },
  categoriesLabel: string,
): PageHead {
  return {
    description: shortDescription(category.description || category.name),
    kind: 'website',
    ...(category.image ? { picture: category.image } : {}),
    structuredData: [
      breadcrumbs(site, language, [
        { name: categoriesLabel, path: paths.categories() },
        { name: category.name, path: paths.category(category.slug) },
      ]),
    ],
  };
}
