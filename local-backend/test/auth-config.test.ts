import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backend } from '../src/server';
import { client, raw, startTestBackend, uniqueEmail } from './helpers';

const SUPABASE_DIR = path.resolve(__dirname, '..', '..', 'supabase');

/** A project folder with the repository's migrations and seed and its own config.toml. */
function projectWith(configToml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-config-'));
  fs.symlinkSync(path.join(SUPABASE_DIR, 'migrations'), path.join(dir, 'migrations'));
  fs.symlinkSync(path.join(SUPABASE_DIR, 'seed.sql'), path.join(dir, 'seed.sql'));
  fs.writeFileSync(path.join(dir, 'config.toml'), configToml);
  return dir;
}

describe('a project that changes its config.toml', () => {
  let backend: Backend;
  let dir: string;

  beforeAll(async () => {
    dir = projectWith(
      [
        '[auth]',
        'enable_anonymous_sign_ins = true',
        'minimum_password_length = 10',
        'password_requirements = "letters_digits"',
        '[auth.email]',
        'enable_confirmations = false',
      ].join('\n'),
    );
    backend = await startTestBackend({ supabaseDir: dir });
  });

  afterAll(async () => {
    await backend?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports its settings at /auth/v1/settings', async () => {
    const settings = (await (await raw(backend, '/auth/v1/settings')).json()) as {
      external: Record<string, boolean>;
      mailer_autoconfirm: boolean;
    };
    expect(settings.external.anonymous_users).toBe(true);
    expect(settings.external.google).toBe(false);
    expect(settings.mailer_autoconfirm).toBe(true);
  });

  it('signs users in anonymously', async () => {
    const { data, error } = await client(backend).auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.session?.access_token).toBeTruthy();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.is_anonymous).toBe(true);
    expect(claims.role).toBe('authenticated');
  });

  it('applies its password policy and signs up without confirmation', async () => {
    const supabase = client(backend);
    const short = await supabase.auth.signUp({ email: uniqueEmail('cfg'), password: 'abc12345' });
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const noDigit = await supabase.auth.signUp({ email: uniqueEmail('cfg'), password: 'abcdefghijk' });
    expect(noDigit.error?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    const fine = await supabase.auth.signUp({ email: uniqueEmail('cfg'), password: 'abcdefghij1' });
    expect(fine.error).toBeNull();
    expect(fine.data.session).not.toBeNull();
  });
});

describe('a project with sign-ups switched off', () => {
  let backend: Backend;
  let dir: string;

  beforeAll(async () => {
    dir = projectWith('[auth]\nenable_signup = false\n[auth.email]\nenable_signup = false\n');
    backend = await startTestBackend({ supabaseDir: dir });
  });

  afterAll(async () => {
    await backend?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses sign-ups with signup_disabled and e-mail sign-ins with email_provider_disabled', async () => {
    const supabase = client(backend);
    const signUp = await supabase.auth.signUp({ email: uniqueEmail('off'), password: 'Str0ng!pass' });
    expect([signUp.error?.code, signUp.error?.status, signUp.error?.message]).toEqual([
      'signup_disabled',
      422,
      'Signups not allowed for this instance',
    ]);
    const signIn = await supabase.auth.signInWithPassword({ email: 'demo@district.market', password: 'Demo!2345' });
    expect([signIn.error?.code, signIn.error?.status]).toEqual(['email_provider_disabled', 422]);
    const settings = (await (await raw(backend, '/auth/v1/settings')).json()) as { disable_signup: boolean; external: { email: boolean } };
    expect(settings.disable_signup).toBe(true);
    expect(settings.external.email).toBe(false);
  });
});
