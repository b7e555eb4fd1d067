import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { passwordTooLong } from '@marketplace/contracts/password-policy';
import type { RequestInfo } from '../../http/request';
import { sendJson } from '../../http/respond';
import { AuthError } from '../errors';
import { normaliseEmail } from '../email';
import { booleanField, metadataField, stringField, type Body } from '../params';
import { assertStrongPassword, hashPassword } from '../password';
import { applyEmailChange, findUserByEmail, findUserById, insertUser, toUser } from '../users';
import { jsonBody, type AuthDeps } from './context';
import { requireServiceRole } from './guards';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PER_PAGE = 50;
const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/**
 * Supabase Auth's admin API for `supabase.auth.admin` (service role only): users created,
 * listed by page, read, updated and deleted without e-mail round trips.
 */
export async function handleAdmin(info: RequestInfo, res: ServerResponse, deps: AuthDeps, headers: Record<string, string>): Promise<void> {
  requireServiceRole(info, deps.secret);
  const ok = (body: unknown, extra: Record<string, string> = {}) => sendJson(res, 200, body, { ...headers, ...extra });
  const body = () => jsonBody(info, deps);

  if (info.path === '/admin/users' || info.path === '/admin/users/') {
    if (info.method === 'GET') {
      const page = await listUsers(info, deps);
      return ok(page.body, page.headers);
    }
    if (info.method === 'POST') return ok(await createUser(deps, await body()));
  }
  const match = /^\/admin\/users\/([^/]+)\/?$/.exec(info.path);
  if (match) {
    const id = match[1]!;
    if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await findUserById(deps.db, id);
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    if (info.method === 'GET') return ok(toUser(user));
    if (info.method === 'PUT') return ok(await updateUser(deps, id, await body()));
    if (info.method === 'DELETE') {
      await deleteUser(deps, id, booleanField(await body(), 'should_soft_delete') === true);
      return ok({});
    }
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}

function pageParam(info: RequestInfo, name: string, fallback: number): number {
  const raw = info.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new AuthError(400, 'validation_failed', `Bad Pagination Parameters: invalid ${name} "${raw}"`);
  return Number(raw);
}

/** Newest first, `page` (from 1) of `per_page`, with the Link and X-Total-Count headers supabase-js reads. */
async function listUsers(info: RequestInfo, deps: AuthDeps): Promise<{ body: unknown; headers: Record<string, string> }> {
  const page = Math.max(pageParam(info, 'page', 1), 1);
  const perPage = Math.max(pageParam(info, 'per_page', DEFAULT_PER_PAGE), 1);
  const filter = info.query.get('filter') ?? '';
  const rows = await deps.db.query<{ total: string; users: string }>(
    `with matching as (
       select u.* from auth.users u
        where u.deleted_at is null
          and ($1 = '' or u.email ilike '%' || $1 || '%' or u.raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')
     )
     select (select count(*) from matching)::text as total,
            coalesce((select json_agg(p.id order by p.created_at desc, p.id)
                        from (select id, created_at from matching order by created_at desc, id limit $2 offset $3) p), '[]')::text as users`,
    [filter.replace(/[\\%_]/g, (c) => '\\' + c), perPage, (page - 1) * perPage],
  );
  const total = Number(rows[0]!.total);
  const users = [];
  for (const id of JSON.parse(rows[0]!.users) as string[]) {
    const user = await findUserById(deps.db, id);
    if (user) users.push(toUser(user));
  }
  const lastPage = Math.ceil(total / perPage);
  const url = new URL(`${deps.publicUrl()}/auth/v1${info.path}`);
  info.query.forEach((value, key) => url.searchParams.set(key, value));
  const link = (n: number, rel: string) => {
    url.searchParams.set('page', String(n));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links = page < lastPage ? [link(page + 1, 'next')] : [];
  links.push(link(lastPage, 'last'));
  return { body: { users, aud: 'authenticated' }, headers: { Link: links.join(', '), 'X-Total-Count': String(total) } };
}

/** "none" lifts a ban; otherwise a Go duration such as "24h" or "1h30m", as Supabase Auth parses it. */
function banInterval(body: Body): string | null | undefined {
  const raw = stringField(body, 'ban_duration');
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'none') return null;
  const units: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  const parts = [...raw.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== raw) {
    throw new AuthError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${raw}"`);
  }
  const seconds = parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]!]!, 0);
  return `${seconds} seconds`;
}

function checkLength(password: string): void {
  if (passwordTooLong(password)) throw new AuthError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes');
}

/** As Supabase Auth: no strength check on create; without a password the user gets a random one. */
async function createUser(deps: AuthDeps, body: Body): Promise<unknown> {
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) {
    if (stringField(body, 'phone')) throw new AuthError(400, 'validation_failed', 'Phone users are not supported by the local backend');
    throw new AuthError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = normaliseEmail(rawEmail);
  const password = stringField(body, 'password') || randomBytes(32).toString('base64url');
  checkLength(password);
  const banFor = banInterval(body);
  const hash = await hashPassword(password, deps.cfg.bcryptCost);
  return deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
    const id = await insertUser(tx, {
      email,
      hash,
      confirmed: booleanField(body, 'email_confirm') === true,
      userMetadata: metadataField(body, 'user_metadata') ?? {},
      appMetadata: metadataField(body, 'app_metadata') ?? {},
      banFor: banFor ?? null,
    });
    return toUser((await findUserById(tx, id))!);
  });
}

async function updateUser(deps: AuthDeps, id: string, body: Body): Promise<unknown> {
  const rawEmail = stringField(body, 'email');
  const email = rawEmail ? normaliseEmail(rawEmail) : undefined;
  const password = stringField(body, 'password');
  const userMetadata = metadataField(body, 'user_metadata');
  const appMetadata = metadataField(body, 'app_metadata');
  const banFor = banInterval(body);
  let hash: string | undefined;
  if (password !== undefined) {
    assertStrongPassword(password, deps.cfg.auth.password);
    hash = await hashPassword(password, deps.cfg.bcryptCost);
  }
  return deps.db.transaction(async (tx) => {
    if (hash) await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [id, hash]);
    if (booleanField(body, 'email_confirm')) {
      await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [
        id,
      ]);
    }
    // Top-level keys merge into the metadata; a null value removes its key.
    for (const [column, value] of [
      ['raw_user_meta_data', userMetadata],
      ['raw_app_meta_data', appMetadata],
    ] as const) {
      if (!value) continue;
      await tx.query(
        `update auth.users set ${column} = jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1`,
        [id, JSON.stringify(value)],
      );
    }
    if (banFor !== undefined) {
      await tx.query('update auth.users set banned_until = now() + $2::interval, updated_at = now() where id = $1', [id, banFor]);
    }
    if (email !== undefined) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== id) throw new AuthError(422, 'email_exists', DUPLICATE_EMAIL);
      await applyEmailChange(tx, id, email);
    }
    return toUser((await findUserById(tx, id))!);
  });
}

/** A hard delete removes the user with their identities and sessions; a soft one keeps an anonymised row. */
async function deleteUser(deps: AuthDeps, id: string, soft: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!soft) {
      await tx.query('delete from auth.users where id = $1', [id]);
      return;
    }
    await tx.query('delete from auth.sessions where user_id = $1', [id]);
    await tx.query('delete from auth.identities where user_id = $1', [id]);
    await tx.query(
      `update auth.users set email = null, phone = null, encrypted_password = '', raw_user_meta_data = '{}'::jsonb,
              deleted_at = now(), updated_at = now() where id = $1`,
      [id],
    );
  });
}
