import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { weakPasswordReasons } from './weak-password';

describe('weakPasswordReasons', () => {
  it("shows the backend's reasons as the spec's messages", () => {
    const error = new AuthWeakPasswordError('Password is too weak', 422, ['length', 'characters']);
    expect(weakPasswordReasons(error, 'abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('is null for other errors', () => {
    expect(weakPasswordReasons(new Error('Invalid login credentials'), 'x')).toBeNull();
  });
});
