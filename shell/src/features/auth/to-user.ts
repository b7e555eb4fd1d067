import type { User as AuthUser } from '@supabase/supabase-js';
import type { User } from '@marketplace/contracts';

/** The projection of the auth user that crosses app boundaries. */
export function toUser(user: AuthUser): User {
  const fullName = user.user_metadata?.['full_name'];
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: typeof fullName === 'string' ? fullName : null,
    emailConfirmedAt: user.email_confirmed_at ?? null,
    createdAt: user.created_at ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
  };
}
