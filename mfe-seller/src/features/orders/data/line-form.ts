/** The server's rules for shipping and cancelling (docs/seller-workflows.md), checked before sending. */
export const TRACKING_MAX = 60;
export const CARRIER_MAX = 60;
export const REASON_MAX = 500;
const TRACKING = /^[A-Za-z0-9 ./-]+$/;

/** The `refusals.` key of a tracking number's problem, or null. */
export function trackingProblem(tracking: string): string | null {
  const value = tracking.trim();
  if (value === '') return 'seller.trackingNumberRequired';
  if (value.length > TRACKING_MAX || !TRACKING.test(value)) return 'seller.trackingNumberInvalid';
  return null;
}

export function carrierProblem(carrier: string): string | null {
  return carrier.trim().length > CARRIER_MAX ? 'seller.carrierTooLong' : null;
}

export function reasonProblem(reason: string): string | null {
  const value = reason.trim();
  if (value === '') return 'seller.cancelReasonRequired';
  return value.length > REASON_MAX ? 'seller.cancelReasonTooLong' : null;
}
