import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HostProvider, type RuntimeConfig } from '@marketplace/contracts';
import { createSupabaseLoader } from '../features/auth/supabase';
import { Toaster, useToaster } from '../features/toasts/Toaster';
import { Layout } from '../features/layout/Layout';
import { useHostApi } from './useHostApi';
import { AppRoutes } from './routes';

function WithHost({ config }: { config: RuntimeConfig }) {
  const supabase = useMemo(() => createSupabaseLoader(config), [config]);
  const { toasts, notify, dismiss } = useToaster();
  const host = useHostApi(config, supabase, notify);
  return (
    <HostProvider value={host}>
      <Layout>
        <AppRoutes />
      </Layout>
      <Toaster toasts={toasts} dismiss={dismiss} />
    </HostProvider>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter future={{ v7_relativeSplatPath: true }}>
      <WithHost config={config} />
    </BrowserRouter>
  );
}
