import { CONTACT_SUPPORT_SUFFIX, HIGH_SEVERITY_TOAST_MS, isRetryableStatus, mapError } from './map-error';

const INVALID_CREDENTIALS = 'Invalid credentials provided.';
const VERIFY_EMAIL = 'Please verify your email address.';
const TOO_MANY = 'Too many attempts. Please wait before trying again.';
const NETWORK = 'Connection error. Please check your network.';
const ACCESS_DENIED = 'Access denied.';
const TECHNICAL = 'A technical error occurred. Please contact support.';
const INVALID_REQUEST = 'Invalid request detected.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** Each row of spec 8 in the three shapes callers pass: string, Error, { message }. */
function shapes(text: string): unknown[] {
  return [text, new Error(text), { message: text }];
}

describe('mapError rows of spec 8', () => {
  describe.each([
    'Invalid login credentials',
    'INVALID LOGIN CREDENTIALS',
    'AuthApiError: Invalid login credentials.',
    'invalid credentials',
    'Invalid email or password',
    'invalid_grant',
  ])('invalid login credentials: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.invalidCredentials',
        message: INVALID_CREDENTIALS,
        severity: 'medium',
        securityRelated: true,
        retryable: false,
      });
    });
  });

  describe.each(['Email not confirmed', 'email_not_confirmed', 'EMAIL NOT VERIFIED', 'Error: unconfirmed email'])(
    'email not confirmed: %j',
    (text) => {
      it.each(shapes(text))('maps %p', (input) => {
        expect(mapError(input)).toMatchObject({
          key: 'errors.emailNotConfirmed',
          message: VERIFY_EMAIL,
          severity: 'low',
          securityRelated: false,
        });
      });
    },
  );

  describe.each([
    'Too many requests',
    'too_many_requests',
    '429 Too Many Requests',
    'Too many attempts, slow down',
    'Email rate limit exceeded',
    'over_request_rate_limit',
  ])('too many requests: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.tooManyRequests',
        message: TOO_MANY,
        severity: 'high',
        securityRelated: true,
        retryable: false,
      });
    });
  });

  describe.each([
    'Failed to fetch',
    'TypeError: NetworkError when attempting to fetch resource.',
    'Network request failed',
    'Load failed',
    'fetch failed',
    'Request timed out',
    'connect ECONNREFUSED 127.0.0.1:54321',
    'Connection refused',
    'You are offline',
  ])('network or fetch failure: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.network',
        message: NETWORK,
        severity: 'medium',
        securityRelated: false,
        retryable: true,
      });
    });
  });

  describe.each([
    'permission denied for table orders',
    'Permission Denied',
    'Unauthorized',
    '401 unauthorised',
    'User not authorized',
    'Forbidden',
    'ACCESS DENIED',
  ])('permission denied or unauthorized: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.accessDenied',
        message: ACCESS_DENIED,
        severity: 'high',
        securityRelated: true,
      });
    });
  });

  describe.each([
    'Database error saving new user',
    'database connection pool exhausted',
    'SQL syntax error near "users"',
    'SQLSTATE[42P01]',
    'relation "public.products" does not exist',
    'duplicate key value violates unique constraint "users_pkey"',
    'PostgreSQL server closed',
  ])('database or SQL: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.technical',
        message: TECHNICAL,
        severity: 'high',
        securityRelated: false,
      });
    });
  });

  describe.each([
    '<script>alert(1)</script>',
    'Refused to execute SCRIPT',
    'eval is not allowed',
    'Call to eval() blocked by CSP',
    'javascript:alert(1)',
  ])('script or eval: %j', (text) => {
    it.each(shapes(text))('maps %p', (input) => {
      expect(mapError(input)).toMatchObject({
        key: 'errors.invalidRequest',
        message: INVALID_REQUEST,
        severity: 'high',
        securityRelated: true,
      });
    });
  });

  describe.each(['Something odd', 'Cannot read properties of undefined', 'Subscription expired', 'evaluation pending', ''])(
    'anything else: %j',
    (text) => {
      it.each(shapes(text))('maps %p', (input) => {
        expect(mapError(input)).toMatchObject({
          key: 'errors.unexpected',
          message: UNEXPECTED,
          severity: 'medium',
          securityRelated: false,
          retryable: false,
        });
      });
    },
  );
});

describe('mapError inputs', () => {
  it.each([null, undefined, 42, true, Symbol('x'), [], {}, { message: 42 }, () => 'invalid login credentials'])(
    'falls back to the unexpected message for %p',
    (input) => {
      expect(mapError(input).message).toBe(UNEXPECTED);
    },
  );

  it('reads backend error codes as well as messages', () => {
    expect(mapError({ message: 'Request failed', code: 'email_not_confirmed', status: 400 }).message).toBe(VERIFY_EMAIL);
  });

  it('reads OAuth-style and older backend fields', () => {
    expect(mapError({ error: 'invalid_grant', error_description: 'Invalid login credentials' }).message).toBe(INVALID_CREDENTIALS);
    expect(mapError({ msg: 'Email not confirmed' }).message).toBe(VERIFY_EMAIL);
  });

  it('reads a nested { data, error } response', () => {
    expect(mapError({ data: null, error: { message: 'Invalid login credentials', status: 400 } }).message).toBe(INVALID_CREDENTIALS);
  });

  it('survives a self-referencing error object', () => {
    const error: Record<string, unknown> = { message: 'Failed to fetch' };
    error.error = error;
    expect(mapError(error).message).toBe(NETWORK);
  });

  it('checks script/eval first, so an attack cannot hide behind another row', () => {
    expect(mapError('Failed to fetch <script>alert(1)</script>').message).toBe(INVALID_REQUEST);
    expect(mapError('permission denied: eval()').message).toBe(INVALID_REQUEST);
  });

  it('otherwise keeps the spec order of rows', () => {
    expect(mapError('Unauthorized: invalid login credentials').message).toBe(INVALID_CREDENTIALS);
    expect(mapError('too many requests: network').message).toBe(TOO_MANY);
    expect(mapError('network error reaching database').message).toBe(NETWORK);
  });

  it.each([502, 503, 504])('marks status %i retryable whatever the text', (status) => {
    expect(mapError({ message: 'Bad gateway', status })).toMatchObject({ message: UNEXPECTED, retryable: true });
    expect(mapError({ message: 'x', statusCode: status }).retryable).toBe(true);
  });

  it.each([400, 401, 429, 500, '503'])('does not mark status %p retryable by itself', (status) => {
    expect(mapError({ message: 'x', status }).retryable).toBe(false);
  });

  it('carries the original text sanitized as detail, never as the message', () => {
    const mapped = mapError(new Error('Invalid login credentials for amina@example.com password=hunter2'));
    expect(mapped.message).toBe(INVALID_CREDENTIALS);
    expect(mapped.detail).toBe('Invalid login credentials for [EMAIL] password=[REDACTED]');
    expect(mapError(null).detail).toBe('');
  });

  it('keeps detail short for very long errors', () => {
    expect(Array.from(mapError('x'.repeat(100_000)).detail)).toHaveLength(200);
  });
});

describe('constants and helpers', () => {
  it('exposes the high-severity toast duration and suffix', () => {
    expect(HIGH_SEVERITY_TOAST_MS).toBe(8000);
    expect(CONTACT_SUPPORT_SUFFIX).toBe('If this persists, please contact support.');
  });

  it.each([
    [502, true],
    [503, true],
    [504, true],
    [500, false],
    [501, false],
    [505, false],
    [429, false],
    ['502', false],
    [Number.NaN, false],
    [undefined, false],
    [null, false],
  ])('isRetryableStatus(%p) is %p', (status, expected) => {
    expect(isRetryableStatus(status)).toBe(expected);
  });
});
