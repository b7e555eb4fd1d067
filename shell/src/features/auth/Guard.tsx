import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHost, type Guard as GuardKind } from '@marketplace/contracts';
import { RegionSkeleton } from '../../components/RegionSkeleton';
import { SIGN_IN_PATH } from '../../startup/route-target';

interface FromState {
  from?: { pathname: string; search?: string };
}

/** Where a guest-only page sends a signed-in user: back to where they came from, else home. */
function originOf(state: unknown): string {
  const from = (state as FromState | null)?.from;
  // Only same-site paths: '//host' and '/\host' are other sites to a browser.
  if (!from || typeof from.pathname !== 'string' || !/^\/(?![/\\])/.test(from.pathname)) {
    return '/';
  }
  return from.pathname + (from.search ?? '');
}

function Unavailable() {
  const { notify } = useHost();
  const { t } = useTranslation('shell');
  useEffect(() => {
    notify({ kind: 'error', message: t('auth.serviceUnavailable') });
  }, [notify, t]);
  return <Navigate to="/" replace />;
}

/** The route guards of the spec: public, guest-only (login, register) and signed-in pages. */
export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const { auth } = useHost();
  const location = useLocation();
  if (kind === 'public') return <>{children}</>;
  if (auth.status === 'loading') return <RegionSkeleton remote="auth" />;
  if (kind === 'guest-only') {
    return auth.status === 'signed-in' ? <Navigate to={originOf(location.state)} replace /> : <>{children}</>;
  }
  if (!auth.available) return <Unavailable />;
  if (auth.status !== 'signed-in') {
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  return <>{children}</>;
}
