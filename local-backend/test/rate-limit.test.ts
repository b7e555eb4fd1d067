import type { Backend } from '../src/server';
import { client, PASSWORD, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;
const WINDOW = 1;

beforeAll(async () => {
  backend = await startTestBackend({
    emailConfirmation: false,
    rateLimits: {
      authPerIp: { max: 6, windowSeconds: WINDOW },
      authPerEmail: { max: 3, windowSeconds: WINDOW },
      refreshPerSession: { max: 2, windowSeconds: WINDOW },
      emailPerAddress: { max: 1, windowSeconds: WINDOW },
    },
  });
});

afterAll(async () => {
  await backend?.close();
});

const waitForWindow = () => new Promise((resolve) => setTimeout(resolve, WINDOW * 1000 + 100));

describe('rate limits', () => {
  it('signs users in straight away when confirmation is off', async () => {
    await waitForWindow();
    const { data, error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('limits sign-in attempts per e-mail and recovers after the window', async () => {
    await waitForWindow();
    const email = uniqueEmail('limited');
    const supabase = client(backend);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) codes.push((await supabase.auth.signInWithPassword({ email, password: 'Wrong!pass1' })).error?.code);
    expect(codes).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
    const limited = await supabase.auth.signInWithPassword({ email, password: 'Wrong!pass1' });
    expect(limited.error?.status).toBe(429);
    await waitForWindow();
    expect((await supabase.auth.signInWithPassword({ email, password: 'Wrong!pass1' })).error?.code).toBe('invalid_credentials');
  });

  it('limits sign-in and sign-up attempts per IP', async () => {
    await waitForWindow();
    const supabase = client(backend);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await supabase.auth.signInWithPassword({ email: uniqueEmail(), password: 'Wrong!pass1' })).error?.code);
    expect(codes.slice(0, 6).every((code) => code === 'invalid_credentials')).toBe(true);
    expect(codes[6]).toBe('over_request_rate_limit');
    expect((await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD })).error?.code).toBe('over_request_rate_limit');
    await waitForWindow();
    expect((await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD })).error).toBeNull();
  });

  it('limits token refreshes per session', async () => {
    await waitForWindow();
    const supabase = client(backend);
    await supabase.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    const current = (await supabase.auth.getSession()).data.session!.refresh_token;
    const limited = await client(backend).auth.refreshSession({ refresh_token: current });
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect(limited.error?.status).toBe(429);
    await waitForWindow();
    // The token that was refused is still valid: the limit did not spend it.
    expect((await client(backend).auth.refreshSession({ refresh_token: current })).error).toBeNull();
  });

  it('limits mails per address', async () => {
    await waitForWindow();
    const email = uniqueEmail('mail');
    const supabase = client(backend);
    await supabase.auth.signUp({ email, password: PASSWORD });
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const limited = await supabase.auth.resetPasswordForEmail(email);
    expect(limited.error?.code).toBe('over_email_send_rate_limit');
    expect(limited.error?.status).toBe(429);
  });
});
