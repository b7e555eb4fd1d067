import { hasAuthRedirect } from './supabase';

describe('hasAuthRedirect', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is true for a mailed link landing with a session or an error in the fragment', () => {
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=b&type=signup');
    expect(hasAuthRedirect()).toBe(true);
    window.history.replaceState(null, '', '/reset-password#error=access_denied&error_code=otp_expired&error_description=expired');
    expect(hasAuthRedirect()).toBe(true);
  });

  it('is false for ordinary addresses and in-page anchors', () => {
    window.history.replaceState(null, '', '/products#main');
    expect(hasAuthRedirect()).toBe(false);
  });
});
