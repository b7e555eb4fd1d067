import type { Translations } from '@marketplace/contracts';
import { en } from './en';
import { so } from './so';
import { sw } from './sw';

// One namespace ('cart') for the cart page, the header's mini-cart and the checkout.
export const translations: Translations = { en, so, sw };
