import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * Whether the page's session is the one an invite link started, so the member has no password of
 * their own yet (docs/seller-workflows.md). Supabase Auth signs a followed link in with the
 * authentication method 'otp' in the token's `amr` (invites included: they have no PKCE flow),
 * and the user object says when they were invited. A password sign-in says 'password'.
 */
export async function cameFromInvite(supabase: SupabaseClient): Promise<boolean> {
  const [{ data: level }, { data: current }] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.auth.getSession(),
  ]);
  // Entries are objects here; supabase-js also types the RFC 8176 form, a bare method name.
  const byLink = level?.currentAuthenticationMethods.some((entry) => (typeof entry === 'string' ? entry : entry.method) === 'otp') ?? false;
  return byLink && Boolean(current.session?.user.invited_at);
}

/**
 * Sets the signed-in member's first password, then signs in with it: the new session (amr
 * 'password') no longer counts as the invite's, and proves the password works.
 */
export async function setFirstPassword(supabase: SupabaseClient, password: string): Promise<void> {
  const updated = await supabase.auth.updateUser({ password });
  if (updated.error) throw updated.error;
  const email = updated.data.user.email;
  if (!email) return;
  const signedIn = await supabase.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
}
