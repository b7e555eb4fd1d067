import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@marketplace/contracts';
import { Guard } from '../features/auth/Guard';
import { RemoteRegion } from '../features/federation/RemoteRegion';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { DocumentTitle } from './DocumentTitle';
import type { PageNameStore } from './page-name';
import { SecondaryRegion } from './SecondaryRegion';

function element(route: RouteDef, names: PageNameStore) {
  const { target } = route;
  const page = target.app === 'shell' ? <NotFoundPage /> : <RemoteRegion remote={target.app} module={target.module} />;
  return (
    <Guard kind={route.guard}>
      <DocumentTitle titleKey={route.titleKey} names={names} />
      {page}
      {route.secondary && <SecondaryRegion remote={route.secondary.app} module={route.secondary.module} />}
    </Guard>
  );
}

/** The shell's router, built from the route table in contracts; `names` are the remotes' page names. */
export function AppRoutes({ names }: { names: PageNameStore }) {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={element(route, names)} />
      ))}
    </Routes>
  );
}
