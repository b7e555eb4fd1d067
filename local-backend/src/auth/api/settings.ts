import type { AuthSettings } from '../config-toml';
import { OAUTH_PROVIDERS } from '../unsupported';

/** GET /auth/v1/settings, in Supabase Auth's shape, from config.toml. */
export function settingsResponse(settings: AuthSettings): Record<string, unknown> {
  const external: Record<string, boolean> = { anonymous_users: settings.enableAnonymousSignIns };
  for (const provider of OAUTH_PROVIDERS) external[provider] = false;
  external.email = settings.emailEnabled;
  external.phone = false;
  return {
    external,
    disable_signup: !settings.enableSignup,
    mailer_autoconfirm: !settings.emailConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}
