import type { RequestInfo } from '../http/request';
import { AuthError } from './errors';
import { booleanField, stringField, type Body } from './params';
import type { AuthSettings } from './config-toml';

/** The OAuth providers a hosted project lists in /settings; none is configured here. */
export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Unsupported {
  error: AuthError;
  /** Supabase Auth authenticates the caller before it gets this far (MFA routes). */
  authenticated: boolean;
}

/**
 * Routes of features this server leaves out (OAuth, phone and SMS OTP, MFA, SAML SSO), answered
 * with the error a hosted project gives while the feature is switched off, as it is in this
 * project's config.toml. Null for any other route. `body` reads the request's JSON body.
 */
export async function unsupportedFeature(
  info: RequestInfo,
  settings: AuthSettings,
  body: () => Promise<Body>,
): Promise<Unsupported | null> {
  const plain = (status: number, code: string, message: string): Unsupported => ({
    error: new AuthError(status, code, message),
    authenticated: false,
  });
  const mfa = (status: number, code: string, message: string): Unsupported => ({
    error: new AuthError(status, code, message),
    authenticated: true,
  });
  const { method, path } = info;

  if (method === 'GET' && path === '/authorize') {
    const provider = (info.query.get('provider') ?? '').toLowerCase();
    const known = (OAUTH_PROVIDERS as readonly string[]).includes(provider);
    return plain(
      400,
      'validation_failed',
      `Unsupported provider: ${known ? 'provider is not enabled' : `Provider ${provider} could not be found`}`,
    );
  }
  if (method === 'POST' && path === '/otp') {
    const params = await body();
    const email = stringField(params, 'email');
    const phone = stringField(params, 'phone');
    if (email && phone) return plain(400, 'validation_failed', 'Only an email address or phone number should be provided');
    if (!email && !phone) return plain(400, 'validation_failed', 'One of email or phone must be set');
    if (!settings.enableSignup && booleanField(params, 'create_user') !== false) {
      return plain(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    if (phone) return plain(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!settings.emailEnabled) return plain(422, 'email_provider_disabled', 'Email logins are disabled');
    // This server has no magic links: Supabase Auth's answer while they are switched off (README).
    return plain(422, 'email_provider_disabled', 'Login with magic link is disabled');
  }
  if (path === '/sso' || path.startsWith('/sso/')) return plain(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

  if (path === '/factors' || path.startsWith('/factors/')) {
    if (method === 'POST' && path === '/factors') {
      const type = stringField(await body(), 'factor_type');
      const enroll = ENROLL_DISABLED[type ?? ''];
      if (enroll) return mfa(422, enroll.code, enroll.message);
      return mfa(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    const factorId = path.split('/')[2] ?? '';
    if (!UUID.test(factorId)) return mfa(404, 'validation_failed', 'factor_id must be an UUID');
    return mfa(404, 'mfa_factor_not_found', 'Factor not found');
  }
  return null;
}

/** `[auth.mfa.*] enroll_enabled` is false for every factor type (the CLI's default). */
const ENROLL_DISABLED: Record<string, { code: string; message: string }> = {
  totp: { code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' },
  phone: { code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' },
  webauthn: { code: 'mfa_webauthn_enroll_not_enabled', message: 'MFA enroll is disabled for WebAuthn' },
};
