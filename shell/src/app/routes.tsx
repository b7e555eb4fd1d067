import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Routes } from 'react-router';
import { useHost, type SitePage } from '@marketplace/contracts';
import { Guard } from '../features/auth/Guard';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorScreen } from '../components/ErrorScreen';
import { OfflinePage } from '../components/OfflinePage';
import { RegionSkeleton } from '../components/RegionSkeleton';
import { RemoteRegion } from '../components/RemoteRegion';
import { useSite } from '../lib/federation/SiteContext';
import { useConnection, useReachability } from '../lib/offline/connection';
import { DocumentTitle } from './DocumentTitle';
import type { PageNameStore } from './page-name';
import { SecondaryRegion } from './SecondaryRegion';

// A chunk of its own: few visits meet it, so the shell's first load does not carry it.
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

function element(page: SitePage, names: PageNameStore) {
  return (
    <Guard kind={page.guard}>
      <DocumentTitle title={page.title} names={names} />
      <RemoteRegion remote={page.remote} module={page.module} />
      {page.secondary && <SecondaryRegion remote={page.secondary.remote} module={page.secondary.module} />}
    </Guard>
  );
}

/**
 * An address no known page matches. While a listed remote's manifest is on its way the page may
 * be one of its own: a skeleton. When one could not be had, the address may belong to it: the
 * error screen, whose Try Again asks for the missing manifests again, or, while the shop cannot be
 * reached, the offline page, asking again by itself when it can. Otherwise: Page Not Found.
 */
function Unmatched({ names }: { names: PageNameStore }) {
  const { pending, failed, retryMissing } = useSite();
  const host = useHost();
  // The host changes with every auth event; a report must not repeat for that.
  const report = useRef(host.reportError);
  report.current = host.reportError;
  const [errorId, setErrorId] = useState<string | null>(null);
  const connection = useConnection();
  const online = useReachability() === 'online';
  const missing = failed.join(', ');
  useEffect(() => {
    if (missing) void connection.check();
    setErrorId(
      missing
        ? report.current(new Error(`the pages of ${missing} are unknown: their manifests could not be loaded`), { region: 'shell' })
        : null,
    );
  }, [missing, connection]);
  const wasOnline = useRef(online);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (returned && missing) void retryMissing();
  }, [online, missing, retryMissing]);
  if (pending.length > 0) return <RegionSkeleton remote={pending.join(' ')} />;
  if (errorId) return online ? <ErrorScreen errorId={errorId} onRetry={() => void retryMissing()} region="shell" /> : <OfflinePage />;
  return (
    <>
      <DocumentTitle title={null} names={names} />
      {/* Its chunk not had offline: what the shopper can still open. A failure online is kept by
          the lazy import, so Try Again loads the page anew. */}
      <ErrorBoundary
        report={(error) => host.reportError(error, { region: 'shell' })}
        fallback={(id) => (online ? <ErrorScreen errorId={id} onRetry={() => window.location.reload()} region="shell" /> : <OfflinePage />)}
      >
        <Suspense fallback={<RegionSkeleton remote="shell" />}>
          <NotFoundPage />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * The shell's router, built from the pages the listed remotes declare in their manifests (the
 * first listed wins a path two claim); `names` are the remotes' page names. The shell keeps only
 * its not-found page.
 */
export function AppRoutes({ names }: { names: PageNameStore }) {
  const { pages } = useSite();
  return (
    <Routes>
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={element(page, names)} />
      ))}
      <Route path="*" element={<Unmatched names={names} />} />
    </Routes>
  );
}
