import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { PageDeclaration } from '../routes/pages';
import { createDevHost, HostProvider } from '../host/host-api';
import { initI18n, registerTranslations } from '../i18n/setup';
import { COMMON_TRANSLATIONS } from '../i18n/common';
import { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE } from '../i18n/messages';

/**
 * A remote's standalone bootstrap: the pages it declares on their routes, with a dev host in place
 * of the shell, so a team can run and test its remote alone.
 */
export async function renderStandalone(pages: readonly PageDeclaration[], modules: Record<string, ComponentType>): Promise<void> {
  await initI18n();
  void registerTranslations('common', COMMON_TRANSLATIONS);
  void registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <HostProvider value={createDevHost()}>
      <BrowserRouter useTransitions={false}>
        <Routes>
          {pages.map((r) => {
            const Page = modules[r.module];
            return Page ? <Route key={r.path} path={r.path} element={<Page />} /> : null;
          })}
        </Routes>
      </BrowserRouter>
    </HostProvider>,
  );
}
