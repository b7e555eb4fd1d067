import { ERROR_MESSAGES } from './messages';
import { sanitizeMessage } from './sanitize-message';

export type ErrorSeverity = 'low' | 'medium' | 'high';

export interface MappedError {
  /** Translation key of `message`. */
  key: string;
  /** The user-facing English message of spec 8. */
  message: string;
  severity: ErrorSeverity;
  /** Security-related errors are logged as suspicious activity. */
  securityRelated: boolean;
  /** Worth retrying automatically: a network failure or a 502/503/504 status. */
  retryable: boolean;
  /** The original error text, sanitized, for logs and error reports (never shown as the message). */
  detail: string;
}

export const HIGH_SEVERITY_TOAST_MS = 8000;
export const CONTACT_SUPPORT_SUFFIX = ERROR_MESSAGES.contactSupportSuffix.en;
export const RETRYABLE_STATUSES = [502, 503, 504] as const;

interface Outcome {
  message: { key: string; en: string };
  severity: ErrorSeverity;
  securityRelated: boolean;
  retryable?: boolean;
}

interface Rule extends Outcome {
  pattern: RegExp;
}

/**
 * The rows of spec 8, first match wins, tested against the lowercased error text with '_' read
 * as a space (so codes like 'email_not_confirmed' match). Script/eval comes first: an attack
 * must not hide behind another row's words. The other rows keep the spec's order.
 * Severities the spec leaves open: email not confirmed 'low' (the user can fix it), network
 * 'medium' (transient, retryable), unknown 'medium'. Security-related beyond the spec's one
 * explicit row: too many requests (brute force), access denied and script/eval.
 */
const RULES: readonly Rule[] = [
  {
    pattern: /\bscript\b|\beval\b|javascript:/,
    message: ERROR_MESSAGES.invalidRequest,
    severity: 'high',
    securityRelated: true,
  },
  {
    pattern: /invalid (?:login )?credentials|invalid (?:email|username) or password|invalid grant/,
    message: ERROR_MESSAGES.invalidCredentials,
    severity: 'medium',
    securityRelated: true,
  },
  {
    pattern: /email not (?:confirmed|verified)|unconfirmed email|email address not confirmed/,
    message: ERROR_MESSAGES.emailNotConfirmed,
    severity: 'low',
    securityRelated: false,
  },
  {
    pattern: /too many (?:requests|attempts)|rate limit/,
    message: ERROR_MESSAGES.tooManyRequests,
    severity: 'high',
    securityRelated: true,
  },
  {
    pattern:
      /network|fetch|connection (?:error|failed|refused|reset|lost|closed)|load failed|timed out|timeout|offline|econnrefused|enotfound/,
    message: ERROR_MESSAGES.network,
    severity: 'medium',
    securityRelated: false,
    retryable: true,
  },
  {
    pattern: /permission denied|unauthori[sz]ed|not authori[sz]ed|forbidden|access denied/,
    message: ERROR_MESSAGES.accessDenied,
    severity: 'high',
    securityRelated: true,
  },
  {
    pattern: /database|\bsql\b|sql(?:state|ite)|postgres|\bquery failed\b|relation .+ does not exist|constraint/,
    message: ERROR_MESSAGES.technical,
    severity: 'high',
    securityRelated: false,
  },
];

const FALLBACK: Outcome = {
  message: ERROR_MESSAGES.unexpected,
  severity: 'medium',
  securityRelated: false,
};

/**
 * Maps anything thrown or returned as an error (Error, backend error object, `{ message }`,
 * string, null) to the spec's user-facing message, severity and flags.
 */
export function mapError(errorOrMessage: unknown): MappedError {
  const text = errorText(errorOrMessage);
  const normalized = text.toLowerCase().replaceAll('_', ' ');
  const rule = RULES.find((candidate) => candidate.pattern.test(normalized)) ?? FALLBACK;
  return {
    key: rule.message.key,
    message: rule.message.en,
    severity: rule.severity,
    securityRelated: rule.securityRelated,
    retryable: rule.retryable === true || isRetryableStatus(errorStatus(errorOrMessage)),
    detail: sanitizeMessage(text),
  };
}

/** True for the statuses the spec calls retryable: 502, 503, 504. */
export function isRetryableStatus(status: unknown): boolean {
  return RETRYABLE_STATUSES.some((retryable) => retryable === status);
}

/** The text to classify: the message, plus a backend error code when there is one. */
function errorText(error: unknown, depth = 0): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null || depth > 2) return '';
  const record = error as Record<string, unknown>;
  const parts: string[] = [];
  for (const field of ['message', 'error_description', 'msg', 'code', 'error'] as const) {
    const value = record[field];
    if (typeof value === 'string') parts.push(value);
    // Supabase-style responses nest the error: { data, error: { message } }.
    else if (field === 'error' && typeof value === 'object') parts.push(errorText(value, depth + 1));
  }
  return parts.filter(Boolean).join(' ');
}

function errorStatus(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  return record.status ?? record.statusCode;
}
