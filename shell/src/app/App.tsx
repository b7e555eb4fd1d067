import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { HostProvider, type RuntimeConfig } from '@marketplace/contracts';
import { createSupabaseLoader } from '../features/auth/supabase';
import { Toaster, useToaster } from '../features/toasts/Toaster';
import { Layout, type PageSlots } from './Layout';
import { useHostApi } from './useHostApi';
import { AppRoutes } from './routes';
import { createPageNameStore } from './page-name';
import { SiteProvider } from '../lib/federation/SiteContext';
import type { Site } from '../lib/federation/site';
import type { HostConnection } from '@marketplace/contracts/connection';

function WithHost({ config, connection, slots }: { config: RuntimeConfig; connection: HostConnection; slots: PageSlots }) {
  const supabase = useMemo(() => createSupabaseLoader(config, connection), [config, connection]);
  const { toasts, notify, dismiss } = useToaster();
  const names = useMemo(() => createPageNameStore(), []);
  const host = useHostApi(config, supabase, notify, names.set, connection);
  return (
    <HostProvider value={host}>
      <Layout slots={slots} after={<Toaster toasts={toasts} dismiss={dismiss} />}>
        <AppRoutes names={names} />
      </Layout>
    </HostProvider>
  );
}

export function App({
  config,
  site,
  connection,
  slots,
}: {
  config: RuntimeConfig;
  site: Site;
  connection: HostConnection;
  slots: PageSlots;
}) {
  return (
    // Navigations commit as they did on React Router 6, not as transitions (7's default): the
    // region's loading state shows at once, and sign-out's flushSync(navigate) commits home first.
    <BrowserRouter useTransitions={false}>
      <SiteProvider site={site}>
        <WithHost config={config} connection={connection} slots={slots} />
      </SiteProvider>
    </BrowserRouter>
  );
}
