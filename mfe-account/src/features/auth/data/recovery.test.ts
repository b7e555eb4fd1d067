import { authRedirectParams, isRecoveryToken } from './recovery';

const token = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

describe('recovery link helpers', () => {
  it('reads an expired-link redirect and a session redirect', () => {
    expect(authRedirectParams('#error=access_denied&error_code=otp_expired&error_description=x')).toEqual({
      type: null,
      error: 'otp_expired',
      hasSession: false,
    });
    expect(authRedirectParams('#access_token=a&type=recovery')).toEqual({ type: 'recovery', error: null, hasSession: true });
  });

  it('recognises a recovery session by its amr, and nothing else', () => {
    expect(isRecoveryToken(token({ amr: [{ method: 'recovery' }] }))).toBe(true);
    expect(isRecoveryToken(token({ amr: [{ method: 'password' }] }))).toBe(false);
    expect(isRecoveryToken('garbage')).toBe(false);
    expect(isRecoveryToken(undefined)).toBe(false);
  });
});
