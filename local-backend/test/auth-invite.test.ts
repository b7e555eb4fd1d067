import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, followLink, latestLink, PASSWORD, startTestBackend, uniqueEmail } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

/** The authentication methods in an access token's `amr`, most recent first. */
function amrMethods(accessToken: string): string[] {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    amr: Array<{ method: string; timestamp: number }>;
  };
  return claims.amr.map((entry) => entry.method);
}

/** Invites `email` as the service role and signs in through the mailed link, as a browser would. */
async function acceptInvite(email: string): Promise<{ supabase: SupabaseClient; fragment: URLSearchParams }> {
  const invited = await client(backend, backend.serviceKey).auth.admin.inviteUserByEmail(email, {
    redirectTo: 'http://localhost:3000/seller',
  });
  expect(invited.error).toBeNull();
  const fragment = await followLink(await latestLink(backend, email));
  const supabase = client(backend);
  const { error } = await supabase.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  expect(error).toBeNull();
  return { supabase, fragment };
}

describe('a session started by an invite link', () => {
  it("carries Supabase Auth's amr for a followed link ('otp'), kept through a refresh", async () => {
    const { supabase, fragment } = await acceptInvite(uniqueEmail('invite'));
    expect(fragment.get('type')).toBe('invite');
    expect(amrMethods(fragment.get('access_token')!)).toEqual(['otp']);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.access_token).not.toBe(fragment.get('access_token'));
    expect(amrMethods(refreshed.data.session!.access_token)).toEqual(['otp']);
  });

  it('shows when the user was invited, as the hosted user object does', async () => {
    const { supabase } = await acceptInvite(uniqueEmail('invite'));
    const { data } = await supabase.auth.getUser();
    expect(Date.parse(data.user!.invited_at!)).not.toBeNaN();
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  it('lets the invited user set a password, then sign in with it (amr password)', async () => {
    const email = uniqueEmail('invite');
    const { supabase } = await acceptInvite(email);
    expect((await supabase.auth.updateUser({ password: PASSWORD })).error).toBeNull();

    const signIn = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(amrMethods(signIn.data.session!.access_token)).toEqual(['password']);
  });
});
