import { deliveryAddressSchema, kenyanPhoneSchema } from '@marketplace/contracts';
import { validateCard, type CardErrors, type CardInput } from '../lib/card';
import type { AddressEntries, CheckoutEntries } from './session';

export const STEPS = ['review', 'delivery', 'payment', 'confirm', 'complete'] as const;
export const STEP_COUNT = STEPS.length;

export type AddressErrors = Partial<Record<keyof AddressEntries, string>>;

/** The delivery step's problems (English catalogue messages); pick-up needs no address. */
export function deliveryErrors(entries: CheckoutEntries): AddressErrors {
  if (entries.delivery === 'pickup') return {};
  const parsed = deliveryAddressSchema.safeParse(entries.address);
  if (parsed.success) return {};
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddressEntries;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface PaymentErrors {
  mpesaPhone?: string;
  card?: CardErrors;
}

/** The payment step's problems: the M-Pesa phone, or the card's number, expiry and CVC. */
export function paymentErrors(entries: CheckoutEntries, card: CardInput, now: Date = new Date()): PaymentErrors {
  if (entries.payment === 'mpesa') {
    const parsed = kenyanPhoneSchema.safeParse(entries.mpesaPhone);
    return parsed.success ? {} : { mpesaPhone: parsed.error.issues[0]?.message ?? '' };
  }
  if (entries.payment === 'card') {
    const errors = validateCard(card, now);
    return Object.keys(errors).length > 0 ? { card: errors } : {};
  }
  return {};
}

/**
 * The first step whose entries are not complete (1 when nothing can be ordered), or null when
 * everything up to Confirm is ready. A step after it cannot be shown: Continue stops there, and
 * a checkout resumed later (the card form is never kept) goes back to it.
 */
export function firstIncompleteStep(
  entries: CheckoutEntries,
  card: CardInput,
  orderableLines: number,
  now: Date = new Date(),
): 1 | 2 | 3 | null {
  if (orderableLines === 0) return 1;
  if (Object.keys(deliveryErrors(entries)).length > 0) return 2;
  if (Object.keys(paymentErrors(entries, card, now)).length > 0) return 3;
  return null;
}

/** The step a checkout may show: the wanted one, or the first incomplete one before it. */
export function reachableStep(
  wanted: number,
  entries: CheckoutEntries,
  card: CardInput,
  orderableLines: number,
  now: Date = new Date(),
): 1 | 2 | 3 | 4 {
  const blocked = firstIncompleteStep(entries, card, orderableLines, now);
  const step = Math.min(Math.max(1, Math.trunc(wanted)), 4) as 1 | 2 | 3 | 4;
  return blocked !== null && blocked < step ? blocked : step;
}
