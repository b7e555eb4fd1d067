import type { Backend } from '../src/server';
import { client, confirmedUser, mailTo, PASSWORD, raw, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

describe('admin API (service role)', () => {
  it('creates a confirmed user who can sign in at once, with its metadata', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    const email = uniqueEmail('admin');
    const { data, error } = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Baraka Admin' },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Baraka Admin' });
    expect(await mailTo(backend, email)).toEqual([]);
    const signIn = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('refuses a duplicate address and a user without an address', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    const email = uniqueEmail('dup');
    await admin.createUser({ email, password: PASSWORD });
    const again = await admin.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(again.error?.code).toBe('email_exists');
    expect(again.error?.status).toBe(422);
    const none = await admin.createUser({ password: PASSWORD });
    expect(none.error?.code).toBe('validation_failed');
    expect(none.error?.message).toBe('Cannot create a user without either an email or phone');
  });

  it('lists users newest first by page with the total', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    const first = await admin.createUser({ email: uniqueEmail('list'), password: PASSWORD });
    const second = await admin.createUser({ email: uniqueEmail('list'), password: PASSWORD });
    const page1 = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page1.error).toBeNull();
    expect(page1.data.users.map((u) => u.id)).toEqual([second.data.user!.id]);
    const total = (page1.data as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect((page1.data as { nextPage: number | null }).nextPage).toBe(2);
    // supabase-js reads only the first digit of the page in the Link header (as against hosted Auth),
    // so the header itself is checked: on a shared PostgreSQL there may be more than nine users.
    const listed = await raw(backend, '/auth/v1/admin/users?page=1&per_page=1', {
      key: backend.serviceKey,
      headers: { Authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(listed.headers.get('link')).toContain(`page=${total}&per_page=1>; rel="last"`);
    expect(listed.headers.get('x-total-count')).toBe(String(total));
    const page2 = await admin.listUsers({ page: 2, perPage: 1 });
    expect(page2.data.users.map((u) => u.id)).toEqual([first.data.user!.id]);
    const bad = await raw(backend, '/auth/v1/admin/users?page=x', {
      key: backend.serviceKey,
      headers: { Authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(bad.status).toBe(400);
  });

  it('gets, updates (confirm, password, metadata, ban) and deletes a user', async () => {
    const admin = client(backend, backend.serviceKey).auth.admin;
    const email = uniqueEmail('upd');
    const created = await admin.createUser({ email, password: PASSWORD, user_metadata: { full_name: 'Old', keep: 1 } });
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, { email_confirm: true, password: 'N3w!password', user_metadata: { full_name: 'New' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ full_name: 'New', keep: 1 });
    expect(updated.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client(backend).auth.signInWithPassword({ email, password: 'N3w!password' })).error).toBeNull();

    const weak = await admin.updateUserById(id, { password: 'weak' });
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length', 'characters']);

    await admin.updateUserById(id, { ban_duration: '24h' });
    const banned = await client(backend).auth.signInWithPassword({ email, password: 'N3w!password' });
    expect(banned.error?.code).toBe('user_banned');
    const badBan = await admin.updateUserById(id, { ban_duration: 'forever' });
    expect(badBan.error?.code).toBe('validation_failed');
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect((await client(backend).auth.signInWithPassword({ email, password: 'N3w!password' })).error).toBeNull();

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.code).toBe('user_not_found');
    expect(gone.error?.status).toBe(404);
    const notUuid = await raw(backend, '/auth/v1/admin/users/not-a-uuid', {
      key: backend.serviceKey,
      headers: { Authorization: `Bearer ${backend.serviceKey}` },
    });
    expect(notUuid.status).toBe(404);
  });

  it('refuses the anon key and a signed-in user with not_admin, and a missing token with no_authorization', async () => {
    const anon = await client(backend).auth.admin.listUsers();
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.status).toBe(403);
    const created = await client(backend).auth.admin.createUser({ email: uniqueEmail('sneaky'), password: PASSWORD });
    expect(created.error?.code).toBe('not_admin');

    const { supabase, id } = await confirmedUser(backend);
    const { data } = await supabase.auth.getSession();
    const asUser = await raw(backend, `/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${data.session!.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const noToken = await raw(backend, '/auth/v1/admin/users');
    expect(noToken.status).toBe(401);
  });
});
