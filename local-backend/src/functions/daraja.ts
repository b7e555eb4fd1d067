import { randomInt } from 'node:crypto';

/**
 * The simulated Safaricom side of an STK push: the request ids Daraja hands out, and the
 * callback the phone's answer produces. Test numbers (by the last four digits): 1032 → the
 * shopper cancels, 1037 → the phone never answers, anything else → paid.
 */

export interface StkIds {
  MerchantRequestID: string;
  CheckoutRequestID: string;
}

export interface StkCallback {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: { Name: string; Value: string | number }[] };
    };
  };
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** Daraja's shapes: `29115-34620561-1` and `ws_CO_<ddMMyyyyHHmmss><digits>`. */
export function newStkIds(now = new Date()): StkIds {
  const stamp = darajaTimestamp(now);
  return {
    MerchantRequestID: `${digits(5)}-${digits(8)}-1`,
    CheckoutRequestID: `ws_CO_${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}${stamp.slice(8)}${digits(10)}`,
  };
}

/** yyyyMMddHHmmss, the form of Daraja's TransactionDate. */
function darajaTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** What the phone with this number answers, as Safaricom reports it. */
export function stkCallback(ids: StkIds, phone: string, amount: number, now = new Date()): StkCallback {
  const outcome = phone.slice(-4);
  if (outcome === '1032') {
    return { Body: { stkCallback: { ...ids, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } };
  }
  if (outcome === '1037') {
    return { Body: { stkCallback: { ...ids, ResultCode: 1037, ResultDesc: 'DS timeout user cannot be reached' } } };
  }
  const receipt = Array.from({ length: 10 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
  return {
    Body: {
      stkCallback: {
        ...ids,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(now)) },
            { Name: 'PhoneNumber', Value: Number(phone) },
          ],
        },
      },
    },
  };
}
