import { registerTranslations } from '@marketplace/contracts';
import { en } from './en';

/** The namespace of the selling pages' texts, registered when one of those pages loads. */
export const SELLING_NAMESPACE = 'catalog-selling';

void registerTranslations(SELLING_NAMESPACE, {
  en,
  so: () => import('./so').then((m) => m.so),
  sw: () => import('./sw').then((m) => m.sw),
});
