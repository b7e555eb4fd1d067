import type { User as AuthUser } from '@supabase/supabase-js';
import type { User } from '@marketplace/contracts';

const MAX_ROLES = 8;

/** The server-set roles of `app_metadata.roles`: names only, anything else left out. */
function rolesOf(user: AuthUser): string[] {
  const roles: unknown = user.app_metadata?.['roles'];
  if (!Array.isArray(roles)) return [];
  return roles.filter((role): role is string => typeof role === 'string' && role.length <= 40).slice(0, MAX_ROLES);
}

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
    roles: rolesOf(user),
  };
}
