import type { ServerResponse } from 'node:http';
import type { RequestInfo } from '../http/request';
import { sendEmpty, sendJson } from '../http/respond';
import { handleAdmin } from './api/admin';
import { jsonBody, type AuthDeps } from './api/context';
import { authenticate } from './api/guards';
import { invite } from './api/invite';
import { logout } from './api/logout';
import { reauthenticate } from './api/reauthenticate';
import { recover } from './api/recover';
import { settingsResponse } from './api/settings';
import { resend, signUp } from './api/signup';
import { token } from './api/token';
import { getUser, updateUser } from './api/user';
import { verifyLink, verifyPost } from './api/verify';
import { AuthError, authErrorBody, requestedApiVersion, API_VERSION_HEADER } from './errors';
import { jwks } from './tokens';
import { unsupportedFeature } from './unsupported';

/**
 * `/auth/v1`: the endpoints of Supabase Auth, one module per family under `api/` as in its
 * `internal/api`, and its error bodies.
 */
export async function handleAuth(info: RequestInfo, res: ServerResponse, deps: AuthDeps): Promise<void> {
  const apiVersion = requestedApiVersion(info.req);
  const versionHeader: Record<string, string> = apiVersion ? { [API_VERSION_HEADER]: apiVersion } : {};
  try {
    await route(info, res, deps, versionHeader);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    sendJson(res, error.status, authErrorBody(error, apiVersion), { ...versionHeader, 'x-sb-error-code': error.code });
  }
}

async function route(info: RequestInfo, res: ServerResponse, deps: AuthDeps, headers: Record<string, string>): Promise<void> {
  const ok = (body: unknown) => sendJson(res, 200, body, headers);
  const key = `${info.method} ${info.path}`;
  switch (key) {
    case 'GET /health':
      return ok({ version: 'local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' });
    case 'GET /settings':
      return ok(settingsResponse(deps.cfg.auth));
    case 'GET /.well-known/jwks.json':
      return sendJson(res, 200, jwks(deps.secret), { ...headers, 'Cache-Control': 'public, max-age=600' });
    case 'POST /signup':
      return ok(await signUp(info, deps, await jsonBody(info, deps)));
    case 'POST /token':
      return ok(await token(info, deps, await jsonBody(info, deps)));
    case 'GET /user':
      return ok(await getUser(info, deps));
    case 'PUT /user':
      return ok(await updateUser(info, deps, await jsonBody(info, deps)));
    case 'POST /logout':
      await logout(info, deps);
      return sendEmpty(res, 204, headers);
    case 'POST /recover':
      await recover(info, deps, await jsonBody(info, deps));
      return ok({});
    case 'POST /resend':
      await resend(info, deps, await jsonBody(info, deps));
      return ok({});
    case 'POST /verify':
      return ok(await verifyPost(info, deps, await jsonBody(info, deps)));
    case 'GET /verify': {
      const location = await verifyLink(info, deps);
      return sendEmpty(res, 303, { ...headers, Location: location });
    }
    case 'GET /reauthenticate':
      await reauthenticate(info, deps);
      return ok({});
    case 'POST /invite':
      return ok(await invite(info, deps, await jsonBody(info, deps)));
  }
  if (info.path === '/admin' || info.path.startsWith('/admin/')) return handleAdmin(info, res, deps, headers);
  // Features this server leaves out answer as a hosted project with them switched off does.
  const unsupported = await unsupportedFeature(info, deps.cfg.auth, () => jsonBody(info, deps));
  if (unsupported) {
    if (unsupported.authenticated) await authenticate(info, deps);
    throw unsupported.error;
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}
