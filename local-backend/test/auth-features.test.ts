import { PASSWORD_CASES } from '../../shared-contracts/src/validation/password-cases';
import type { Backend } from '../src/server';
import { client, confirmedUser, mailTo, raw, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const V2024 = { 'X-Supabase-Api-Version': '2024-01-01' };

describe('one password rule with the registration form', () => {
  it.each(PASSWORD_CASES.map((c) => [c.password, c.reasons, c.why] as const))(
    'signUp with %j answers weak_password reasons %j (%s)',
    async (password, reasons) => {
      const { error } = await client(backend).auth.signUp({ email: uniqueEmail('pw'), password });
      if (reasons.length === 0) {
        expect(error).toBeNull();
      } else {
        expect(error?.code).toBe('weak_password');
        expect(error?.status).toBe(422);
        expect((error as unknown as { reasons: string[] }).reasons).toEqual(reasons);
      }
    },
  );

  it('refuses a password over 72 bytes as Supabase Auth does', async () => {
    const { error } = await client(backend).auth.signUp({ email: uniqueEmail('long'), password: 'Ab1!' + 'x'.repeat(69) });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });
});

describe('settings and anonymous sign-ins from config.toml', () => {
  it('reports the providers: e-mail on, anonymous, phone and every OAuth provider off', async () => {
    const response = await raw(backend, '/auth/v1/settings');
    const settings = (await response.json()) as { external: Record<string, boolean>; disable_signup: boolean; mailer_autoconfirm: boolean };
    expect(settings.external).toMatchObject({
      email: true,
      phone: false,
      anonymous_users: false,
      google: false,
      github: false,
      apple: false,
    });
    expect(settings.disable_signup).toBe(false);
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('answers an empty sign-up with anonymous_provider_disabled', async () => {
    const { data, error } = await client(backend).auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
  });
});

describe('reauthentication', () => {
  it('mails the signed-in user a six-digit code', async () => {
    const { email, supabase } = await confirmedUser(backend);
    const { error } = await supabase.auth.reauthenticate();
    expect(error).toBeNull();
    const [mail] = await mailTo(backend, email);
    expect(mail?.subject).toBe('Confirm reauthentication');
    expect(mail?.body).toMatch(/^Enter the code: \d{6}\n$/);
  });

  it('refuses a caller without a session', async () => {
    const { error } = await client(backend).auth.reauthenticate();
    expect(error?.name).toBe('AuthSessionMissingError');
    const response = await raw(backend, '/auth/v1/reauthenticate', { headers: V2024 });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('no_authorization');
  });
});

describe('features a hosted project has switched off', () => {
  it('refuses an OAuth start for a disabled or unknown provider', async () => {
    const { data } = await client(backend).auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const google = await fetch(data.url!, { redirect: 'manual' });
    expect(google.status).toBe(400);
    expect(await google.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' });
    const unknown = await raw(backend, '/auth/v1/authorize?provider=myspace', { key: null, headers: V2024 });
    expect(await unknown.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: Provider myspace could not be found',
    });
  });

  it('refuses phone sign-up, phone sign-in and SMS OTP with phone_provider_disabled', async () => {
    const supabase = client(backend);
    const signUp = await supabase.auth.signUp({ phone: '+254700000001', password: 'Str0ng!pass' });
    expect([signUp.error?.code, signUp.error?.status, signUp.error?.message]).toEqual([
      'phone_provider_disabled',
      400,
      'Phone signups are disabled',
    ]);
    const signIn = await supabase.auth.signInWithPassword({ phone: '+254700000001', password: 'Str0ng!pass' });
    expect([signIn.error?.code, signIn.error?.status, signIn.error?.message]).toEqual([
      'phone_provider_disabled',
      422,
      'Phone logins are disabled',
    ]);
    const otp = await supabase.auth.signInWithOtp({ phone: '+254700000001' });
    expect([otp.error?.code, otp.error?.status, otp.error?.message]).toEqual([
      'phone_provider_disabled',
      400,
      'Unsupported phone provider',
    ]);
  });

  it("answers e-mail OTP (magic links) with Supabase Auth's magic-link-disabled error", async () => {
    const { error } = await client(backend).auth.signInWithOtp({ email: uniqueEmail('otp') });
    expect([error?.code, error?.status, error?.message]).toEqual(['email_provider_disabled', 422, 'Login with magic link is disabled']);
  });

  it('refuses SAML SSO with saml_provider_disabled', async () => {
    const { error } = await client(backend).auth.signInWithSSO({ domain: 'example.test' });
    expect([error?.code, error?.status, error?.message]).toEqual(['saml_provider_disabled', 404, 'SAML 2.0 is disabled']);
  });

  it('refuses MFA enrolment and unknown factors for a signed-in user, and asks anyone else to sign in', async () => {
    const { supabase } = await confirmedUser(backend);
    const totp = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect([totp.error?.code, totp.error?.status, totp.error?.message]).toEqual([
      'mfa_totp_enroll_not_enabled',
      422,
      'MFA enroll is disabled for TOTP',
    ]);
    const phone = await supabase.auth.mfa.enroll({ factorType: 'phone', phone: '+254700000001' });
    expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    const challenge = await supabase.auth.mfa.challenge({ factorId: '6f1d2c3b-0000-4000-8000-000000000000' });
    expect([challenge.error?.code, challenge.error?.status]).toEqual(['mfa_factor_not_found', 404]);

    const anonymous = await raw(backend, '/auth/v1/factors', { method: 'POST', body: '{"factor_type":"totp"}', headers: V2024 });
    expect(anonymous.status).toBe(401);
  });
});
