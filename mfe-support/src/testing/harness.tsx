// Test-only wiring: the one i18next instance with the host's common namespace and the app's, and
// a router around a screen.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { COMMON_TRANSLATIONS, initI18n, registerTranslations } from '@marketplace/contracts';
import { translations } from '../i18n/translations';

/** English with the support namespace for the file's tests, back to English after each. */
export function setUpI18nPerTest(): void {
  beforeAll(async () => {
    await initI18n('en');
    registerTranslations('common', COMMON_TRANSLATIONS);
    registerTranslations('support', translations);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });
}

export const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
