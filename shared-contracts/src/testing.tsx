// Test-only helpers for every app's component tests. A separate entry point
// (`@marketplace/contracts/testing`), so no page ever downloads them with the shared contracts.
import i18next from 'i18next';
import { useLocation } from 'react-router-dom';
import { COMMON_TRANSLATIONS } from './i18n/common';
import { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE } from './i18n/messages';
import { initI18n, registerTranslations, type Translations } from './i18n/setup';

/** The one i18next instance the screens use, in English, with the host's namespaces and the app's. */
export async function setUpTestI18n(namespace: string, translations: Translations): Promise<void> {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  registerTranslations(namespace, translations);
  await i18next.changeLanguage('en');
}

/** Shows where the router is (path and query), so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
