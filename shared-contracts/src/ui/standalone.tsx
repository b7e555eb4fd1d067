import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '../federation/apps';
import { ROUTES } from '../routes/table';
import { createDevHost, HostProvider } from '../host/host-api';
import { initI18n, registerTranslations } from '../i18n/setup';
import { COMMON_TRANSLATIONS } from '../i18n/common';
import { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE } from '../i18n/messages';

/**
 * A remote's standalone bootstrap: its pages on their routes from the route table, with a dev
 * host in place of the shell, so a team can run and test its remote alone.
 */
export async function renderStandalone(remote: RemoteName, modules: Record<string, ComponentType>): Promise<void> {
  await initI18n();
  void registerTranslations('common', COMMON_TRANSLATIONS);
  void registerTranslations(MESSAGES_NAMESPACE, MESSAGE_TRANSLATIONS);
  const container = document.getElementById('root');
  if (!container) return;
  const routes = ROUTES.filter((r) => r.target.app === remote);
  createRoot(container).render(
    <HostProvider value={createDevHost()}>
      <BrowserRouter future={{ v7_relativeSplatPath: true }}>
        <Routes>
          {routes.map((r) => {
            const Page = modules[r.target.module];
            return Page ? <Route key={r.path} path={r.path} element={<Page />} /> : null;
          })}
        </Routes>
      </BrowserRouter>
    </HostProvider>,
  );
}
