import { z } from 'zod/v3';
import { VALIDATION_MESSAGES as M } from './messages';

// Safaricom/Airtel/Telkom mobile numbers: 7XXXXXXXX or 1XXXXXXXX after the country code.
const LOCAL = /^0([17]\d{8})$/;
const INTERNATIONAL = /^\+?254([17]\d{8})$/;

/**
 * A Kenyan mobile number in `+2547XXXXXXXX` / `+2541XXXXXXXX` form, from `07…`, `01…`, `+254…` or
 * `254…` with spaces, dashes or dots between digits; null when it is not one.
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s.-]/g, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match ? `+254${match[1]}` : null;
}

/** M-Pesa's Daraja API wants the number without the plus: `2547XXXXXXXX`. */
export function darajaPhone(normalized: string): string {
  return normalized.replace(/^\+/, '');
}

export const kenyanPhoneSchema = z
  .string({ required_error: M.phoneRequired.en, invalid_type_error: M.phoneRequired.en })
  .trim()
  .min(1, { message: M.phoneRequired.en })
  .transform((value, ctx) => {
    const normalized = normalizeKenyanPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid.en });
      return z.NEVER;
    }
    return normalized;
  });
