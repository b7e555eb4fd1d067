import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES, MESSAGES_NAMESPACE, VALIDATION_MESSAGES, mapError, translateMessage, useHost } from '@marketplace/contracts';
import { NS } from '../remote';
import { NoBackend, type BackendError } from './backend';

/**
 * The stable keys (`hint`) of the refusals docs/seller-data.md lists; each has its sentence under
 * `refusals.` in this remote's namespace. A `validation.*` hint is a contracts message.
 */
const SELLER_HINTS = [
  'product.priceTooLow',
  'product.stockNegative',
  'product.originalPriceTooLow',
  'product.imageNotOwn',
  'product.publishIncomplete',
  'seller.imageNotOwn',
  'seller.notMember',
  'seller.operatorOnly',
  'seller.lineNotFound',
  'seller.orderNotPaid',
  'seller.trackingNumberRequired',
  'seller.trackingNumberInvalid',
  'seller.carrierTooLong',
  'seller.cancelReasonRequired',
  'seller.cancelReasonTooLong',
  'seller.applicationNotFound',
  'seller.applicationReviewed',
  'seller.rejectReasonRequired',
  'seller.vendorNameTooLong',
  'seller.vendorNameNoSlug',
  'seller.vendorNotFound',
  'seller.commissionRateOutOfRange',
  'seller.categoryNotFound',
  'order.lineStatusTransition',
  'payout.aboveAvailable',
  'payout.amountNotPositive',
  'payout.amountNotWhole',
  'payout.noMpesaNumber',
  'payout.keyReused',
  'payout.invalidIdempotencyKey',
  'payout.invalidRequest',
] as const;

const KNOWN = new Set<string>(SELLER_HINTS);
const VALIDATION_KEYS = new Set<string>(Object.values(VALIDATION_MESSAGES).map((m) => m.key));

/** What the seller is told of a failed request, and the form field it concerns (the server's `details`). */
export interface Refusal {
  text: string;
  field: string | null;
}

const asBackendError = (error: unknown): BackendError => (typeof error === 'object' && error !== null ? (error as BackendError) : {});

/** Storage's refusals of an upload, by HTTP status: the bucket enforces the spec's upload rules too. */
const STORAGE_STATUS: Record<string, string> = {
  '413': VALIDATION_MESSAGES.uploadTooLarge.en,
  '415': VALIDATION_MESSAGES.uploadInvalidType.en,
};

/**
 * Turns any failure into the sentence to show: the server's documented refusals by their hint,
 * Storage's by status, a refused permission without a hint as 'not allowed'; anything else goes
 * through the contracts' central mapping and is reported with `action`, since it is a fault.
 */
export function useRefusal(): (error: unknown, action: string) => Refusal {
  const { t } = useTranslation(NS);
  const { reportError } = useHost();
  return useCallback(
    (error, action) => {
      const e = asBackendError(error);
      const field = typeof e.details === 'string' && /^[a-z_]+$/.test(e.details) ? e.details : null;
      if (error instanceof NoBackend) return { text: translateMessage(t, ERROR_MESSAGES.backendNotConfigured.en), field: null };
      if (e.hint && KNOWN.has(e.hint)) return { text: t(`refusals.${e.hint}`), field };
      if (e.hint && VALIDATION_KEYS.has(e.hint)) return { text: t(e.hint, { ns: MESSAGES_NAMESPACE }), field };
      const storage = STORAGE_STATUS[String(e.statusCode ?? e.status ?? '')];
      if (storage) return { text: translateMessage(t, storage), field: 'image' };
      if (e.code === '42501' || e.statusCode === '403' || e.status === 403) return { text: t('refusals.notAllowed'), field: null };
      const mapped = mapError(error);
      reportError(mapped.detail || mapped.message, { remote: 'mfe-seller', action });
      return { text: translateMessage(t, mapped.message), field: null };
    },
    [t, reportError],
  );
}
