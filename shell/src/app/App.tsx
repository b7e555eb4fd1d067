import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { HostProvider, type RuntimeConfig } from '@marketplace/contracts';
import { createSupabaseLoader } from '../features/auth/supabase';
import { Toaster, useToaster } from '../features/toasts/Toaster';
import { Layout } from './Layout';
import { useHostApi } from './useHostApi';
import { AppRoutes } from './routes';
import { createPageNameStore } from './page-name';
import { SiteProvider } from '../lib/federation/SiteContext';
import type { Site } from '../lib/federation/site';
import type { HostConnection } from '@marketplace/contracts/connection';

function WithHost({ config, connection }: { config: RuntimeConfig; connection: HostConnection }) {
  const supabase = useMemo(() => createSupabaseLoader(config, connection), [config, connection]);
  const { toasts, notify, dismiss } = useToaster();
  const names = useMemo(() => createPageNameStore(), []);
  const host = useHostApi(config, supabase, notify, names.set, connection);
  return (
    <HostProvider value={host}>
      <Layout>
        <AppRoutes names={names} />
      </Layout>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </HostProvider>
  );
}

export function App({ config, site, connection }: { config: RuntimeConfig; site: Site; connection: HostConnection }) {
  return (
    // Navigations commit as they did on React Router 6, not as transitions (7's default): the
    // region's loading state shows at once, and sign-out's flushSync(navigate) commits home first.
    <BrowserRouter useTransitions={false}>
      <SiteProvider site={site}>
        <WithHost config={config} connection={connection} />
      </SiteProvider>
    </BrowserRouter>
  );
}
