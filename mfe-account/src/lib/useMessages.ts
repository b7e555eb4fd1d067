import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_SUPPORT_SUFFIX,
  HIGH_SEVERITY_TOAST_MS,
  mapError,
  translateMessage,
  useHost,
  type MappedError,
} from '@marketplace/contracts';

/** The current language's wording of a catalogued English message (validation, error, success). */
export function useCatalogText(): (en: string, n?: number) => string {
  const { t } = useTranslation('account');
  return useCallback((en: string, n?: number) => translateMessage((key, options) => t(key, options) as string, en, n), [t]);
}

export interface HandledError extends MappedError {
  /** The mapped message in the current language, with the support hint when severe. */
  text: string;
}

/**
 * The spec's central error handler: maps any backend error to its message and severity,
 * toasts it (high severity for 8 s with 'If this persists, please contact support.'), logs
 * security-related ones as suspicious activity and reports the sanitized detail with context.
 */
export function useErrorHandler(): (error: unknown, context: Record<string, string>) => HandledError {
  const { notify, logSecurityEvent, reportError } = useHost();
  const text = useCatalogText();
  return useCallback(
    (error, context) => {
      const mapped = mapError(error);
      reportError(mapped.detail || mapped.message, context);
      if (mapped.securityRelated) {
        logSecurityEvent({ type: 'suspicious_activity', details: { ...context, error: mapped.key, detail: mapped.detail } });
      }
      const high = mapped.severity === 'high';
      const message = high ? `${text(mapped.message)} ${text(CONTACT_SUPPORT_SUFFIX)}` : text(mapped.message);
      notify({ kind: 'error', message, ...(high ? { durationMs: HIGH_SEVERITY_TOAST_MS } : {}) });
      return { ...mapped, text: message };
    },
    [notify, logSecurityEvent, reportError, text],
  );
}

/** The first message of each field of a failed zod parse, keyed by field name. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
