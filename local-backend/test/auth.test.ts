import type { Backend } from '../src/server';
import { client, confirmedUser, DEMO, followLink, latestLink, mailTo, PASSWORD, raw, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

describe('sign-up and confirmation', () => {
  it('signs up without a session, mails a link, and signs in after confirming', async () => {
    const email = uniqueEmail('signup');
    const supabase = client(backend);
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Wanjiru Test' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ full_name: 'Wanjiru Test' });
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const blocked = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.code).toBe('email_not_confirmed');
    expect(blocked.error?.status).toBe(400);

    const mails = await mailTo(backend, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your signup');
    const fragment = await followLink(mails[0]!.links[0]!);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    // A link works once.
    const again = await followLink(mails[0]!.links[0]!);
    expect(again.get('error_code')).toBe('otp_expired');

    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();

    const profile = await supabase.from('profiles').select('full_name').single();
    expect(profile.data).toEqual({ full_name: 'Wanjiru Test' });
  });

  it('rejects weak passwords with the reasons', async () => {
    const supabase = client(backend);
    const short = await supabase.auth.signUp({ email: uniqueEmail(), password: 'Ab1!' });
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);

    const plain = await supabase.auth.signUp({ email: uniqueEmail(), password: 'alllowercase1' });
    expect(plain.error?.code).toBe('weak_password');
    expect((plain.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
  });

  it('refuses a duplicate sign-up of a confirmed user', async () => {
    const { email } = await confirmedUser(backend);
    const { error } = await client(backend).auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('rejects a malformed e-mail address', async () => {
    const { error } = await client(backend).auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('verifies a mailed token through POST /verify (verifyOtp with token_hash)', async () => {
    const email = uniqueEmail('otp');
    const supabase = client(backend);
    await supabase.auth.signUp({ email, password: PASSWORD });
    const token = new URL(await latestLink(backend, email)).searchParams.get('token')!;
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reuse = await client(backend).auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect(reuse.error?.code).toBe('otp_expired');
  });
});

describe('sign-in', () => {
  it('answers invalid_credentials alike for a wrong password and an unknown user', async () => {
    const supabase = client(backend);
    const wrong = await supabase.auth.signInWithPassword({ email: DEMO.email, password: 'Wrong!Pass1' });
    const unknown = await supabase.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: 'Wrong!Pass1' });
    for (const result of [wrong, unknown]) {
      expect(result.error?.code).toBe('invalid_credentials');
      expect(result.error?.status).toBe(400);
      expect(result.error?.message).toBe('Invalid login credentials');
    }
  });

  it('issues an access token with the Supabase claims', async () => {
    const { data } = await client(backend).auth.signInWithPassword(DEMO);
    const session = data.session!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: DEMO.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: DEMO.email,
      user_metadata: { full_name: 'Amina Demo' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp).toBe(session.expires_at);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
  });

  it('sends the legacy error shape to clients without the API version header', async () => {
    const response = await raw(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: DEMO.email, password: 'nope' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the session when a spent one is reused', async () => {
    const { supabase } = await confirmedUser(backend);
    const first = (await supabase.auth.getSession()).data.session!;
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const attacker = client(backend);
    const reuse = await attacker.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    // The whole session is gone: the legitimate newest token fails too, and so does /user.
    const after = await client(backend).auth.refreshSession({ refresh_token: second.refresh_token });
    expect(after.error?.code).toBe('refresh_token_not_found');
    const user = await client(backend).auth.getUser(second.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('returns the user for a valid token and bad_jwt for a forged one', async () => {
    const { supabase, email } = await confirmedUser(backend);
    const { data } = await supabase.auth.getUser();
    expect(data.user?.email).toBe(email);

    const token = (await supabase.auth.getSession()).data.session!.access_token;
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const response = await raw(backend, '/auth/v1/user', {
      headers: { Authorization: `Bearer ${forged}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('signs out per scope', async () => {
    const { email } = await confirmedUser(backend);
    const a = client(backend);
    const b = client(backend);
    const c = client(backend);
    for (const each of [a, b, c]) await each.auth.signInWithPassword({ email, password: PASSWORD });
    const tokenOf = async (each: typeof a) => (await each.auth.getSession()).data.session!;
    const [sa, sb, sc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];

    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client(backend).auth.getUser(sa.access_token)).error?.name).toBe('AuthSessionMissingError');
    expect((await client(backend).auth.getUser(sb.access_token)).data.user?.email).toBe(email);

    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client(backend).auth.getUser(sb.access_token)).data.user?.email).toBe(email);
    expect((await client(backend).auth.refreshSession({ refresh_token: sc.refresh_token })).error?.code).toBe('refresh_token_not_found');

    expect((await b.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await client(backend).auth.getUser(sb.access_token)).error?.name).toBe('AuthSessionMissingError');
  });
});

describe('user updates and recovery', () => {
  it('updates full_name (and the profile) and the e-mail address after confirmation', async () => {
    const { supabase, email } = await confirmedUser(backend, { full_name: 'Old Name' });
    const newEmail = uniqueEmail('moved');
    const { data, error } = await supabase.auth.updateUser({ email: newEmail, data: { full_name: 'New Name' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('New Name');
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const profile = await supabase.from('profiles').select('full_name').single();
    expect(profile.data?.full_name).toBe('New Name');

    await followLink(await latestLink(backend, newEmail));
    const after = await supabase.auth.getUser();
    expect(after.data.user?.email).toBe(newEmail);
    expect((await client(backend).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('rejects a weak new password and the same password', async () => {
    const { supabase } = await confirmedUser(backend);
    expect((await supabase.auth.updateUser({ password: 'weak' })).error?.code).toBe('weak_password');
    expect((await supabase.auth.updateUser({ password: PASSWORD })).error?.code).toBe('same_password');
  });

  it('recovers a password through the mailed link', async () => {
    const { email } = await confirmedUser(backend);
    const supabase = client(backend);
    expect((await supabase.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })).error).toBeNull();
    // Unknown addresses get the same answer and no mail.
    const ghost = uniqueEmail('ghost');
    expect((await supabase.auth.resetPasswordForEmail(ghost)).error).toBeNull();
    expect(await mailTo(backend, ghost)).toHaveLength(0);

    const link = await latestLink(backend, email);
    const response = await fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const recovering = client(backend);
    await recovering.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await recovering.auth.updateUser({ password: 'N3w!password' })).error).toBeNull();
    expect((await client(backend).auth.signInWithPassword({ email, password: 'N3w!password' })).error).toBeNull();
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('never redirects tokens to a foreign origin', async () => {
    const { email } = await confirmedUser(backend);
    await client(backend).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const response = await fetch(await latestLink(backend, email), { redirect: 'manual' });
    expect(response.headers.get('location')!.startsWith('http://localhost:3000#')).toBe(true);
  });
});

describe('service endpoints', () => {
  it('answers /settings and /health', async () => {
    const settings = (await (await raw(backend, '/auth/v1/settings')).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ mailer_autoconfirm: false, disable_signup: false, external: { email: true } });
    expect((await raw(backend, '/auth/v1/health')).status).toBe(200);
  });
});
