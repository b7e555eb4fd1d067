import type { RequestInfo } from '../../http/request';
import { AuthError } from '../errors';
import type { AuthDeps } from './context';
import { authenticate } from './guards';

/** `POST /logout?scope=global|local|others`: deletes the sessions of the scope. */
export async function logout(info: RequestInfo, deps: AuthDeps): Promise<void> {
  const { claims } = await authenticate(info, deps);
  const scope = info.query.get('scope') ?? 'global';
  if (scope === 'local') {
    await deps.db.query('delete from auth.sessions where id = $1', [claims.session_id]);
  } else if (scope === 'others') {
    await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id]);
  } else if (scope === 'global') {
    await deps.db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
  } else {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope; use global, local or others');
  }
}
