// The card form's checks. The full number never leaves this form: only brand and last four do.

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, 'cardNumberInvalid' | 'expiryInvalid' | 'cvcInvalid'>>;

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits (what the processor is told). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  return 'Card';
}

/** MM/YY (or MM/YYYY) not yet past: a card is valid through the last day of its month. */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function validateCard(card: CardInput, now: Date = new Date()): CardErrors {
  const digits = cardDigits(card.number);
  const errors: CardErrors = {};
  if (!passesLuhn(digits)) errors.number = 'cardNumberInvalid';
  if (!expiryInFuture(card.expiry, now)) errors.expiry = 'expiryInvalid';
  const cvcLength = cardBrand(digits) === 'Amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = 'cvcInvalid';
  return errors;
}

/** All that is ever sent about a card. */
export function cardSummary(card: CardInput): { brand: string; last4: string } {
  const digits = cardDigits(card.number);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
