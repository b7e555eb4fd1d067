import { registerTranslations } from '@marketplace/contracts';
import { en } from './en';

/** The namespace of the browsing pages' own texts, registered when one of those pages loads. */
export const BROWSE_NAMESPACE = 'catalog-browse';

void registerTranslations(BROWSE_NAMESPACE, {
  en,
  so: () => import('./so').then((m) => m.so),
  sw: () => import('./sw').then((m) => m.sw),
});
