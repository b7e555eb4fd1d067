import { CATEGORY_SLUGS, VALIDATION_MESSAGES } from '@marketplace/contracts';
import type { Problem } from '../../../lib/useEditorForm';
import type { Product, ProductFields } from './products';

/** The editor's fields as typed. */
export interface ProductForm {
  name: string;
  description: string;
  name_sw: string;
  description_sw: string;
  name_so: string;
  description_so: string;
  category: string;
  price: string;
  original_price: string;
  stock: string;
  is_new: boolean;
}

export type FormField = keyof ProductForm | 'image';

export const EMPTY_FORM: ProductForm = {
  name: '',
  description: '',
  name_sw: '',
  description_sw: '',
  name_so: '',
  description_so: '',
  category: '',
  price: '',
  original_price: '',
  stock: '0',
  is_new: false,
};

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export function formOf(product: Product): ProductForm {
  return {
    name: product.name,
    description: product.description ?? '',
    name_sw: product.name_sw ?? '',
    description_sw: product.description_sw ?? '',
    name_so: product.name_so ?? '',
    description_so: product.description_so ?? '',
    category: product.category,
    price: String(product.price),
    original_price: product.original_price === null ? '' : String(product.original_price),
    stock: String(product.stock),
    is_new: product.is_new,
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());
const amount = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The server's rules, checked before sending (the server checks them again): an English name of
 * 1–200 characters, descriptions of at most 5000, a known category, a price of at least KES 1, an
 * original price above it or none, a whole stock of 0 or more.
 */
export function checkProductForm(form: ProductForm): {
  fields: Omit<ProductFields, 'image'>;
  problems: Partial<Record<FormField, Problem>>;
} {
  const problems: Partial<Record<FormField, Problem>> = {};
  const name = form.name.trim();
  if (name === '') problems.name = { key: 'products.form.errors.nameRequired' };
  else if (name.length > NAME_MAX) problems.name = { key: 'products.form.errors.nameTooLong' };
  for (const field of ['name_sw', 'name_so'] as const)
    if (form[field].trim().length > NAME_MAX) problems[field] = { key: 'products.form.errors.nameTooLong' };
  for (const field of ['description', 'description_sw', 'description_so'] as const) {
    if (form[field].trim().length > DESCRIPTION_MAX) problems[field] = { key: 'products.form.errors.descriptionTooLong' };
  }
  if (!(CATEGORY_SLUGS as readonly string[]).includes(form.category))
    problems.category = { message: VALIDATION_MESSAGES.categoryRequired.en };
  const price = amount(form.price);
  if (Number.isNaN(price)) problems.price = { key: 'products.form.errors.amount' };
  else if (price < 1) problems.price = { key: 'refusals.product.priceTooLow' };
  const original = form.original_price.trim() === '' ? null : amount(form.original_price);
  if (original !== null && Number.isNaN(original)) problems.original_price = { key: 'products.form.errors.amount' };
  else if (original !== null && !Number.isNaN(price) && original <= price)
    problems.original_price = { key: 'refusals.product.originalPriceTooLow' };
  const stock = /^\d+$/.test(form.stock.trim()) ? Number(form.stock.trim()) : Number.NaN;
  if (Number.isNaN(stock))
    problems.stock = { key: /^-\d+$/.test(form.stock.trim()) ? 'refusals.product.stockNegative' : 'products.form.errors.stockWhole' };
  return {
    fields: {
      name,
      description: optional(form.description),
      name_sw: optional(form.name_sw),
      description_sw: optional(form.description_sw),
      name_so: optional(form.name_so),
      description_so: optional(form.description_so),
      category: form.category,
      price,
      original_price: original,
      stock,
      is_new: form.is_new,
    },
    problems,
  };
}
