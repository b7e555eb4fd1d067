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

/** An M-Pesa transaction code, such as `NLJ41HAY6Q`. */
function receipt(): string {
  return Array.from({ length: 10 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
}

/** What the phone with this number answers, as Safaricom reports it. */
export function stkCallback(ids: StkIds, phone: string, amount: number, now = new Date()): StkCallback {
  const outcome = phone.slice(-4);
  if (outcome === '1032') {
    return { Body: { stkCallback: { ...ids, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } };
  }
  if (outcome === '1037') {
    return { Body: { stkCallback: { ...ids, ResultCode: 1037, ResultDesc: 'DS timeout user cannot be reached' } } };
  }
  return {
    Body: {
      stkCallback: {
        ...ids,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt() },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(now)) },
            { Name: 'PhoneNumber', Value: Number(phone) },
          ],
        },
      },
    },
  };
}

/**
 * The simulated Safaricom side of a B2C payment (BusinessPayment): the answer to the request and
 * the result it posts to the ResultURL. Test numbers (by the last four digits of PartyB): 2040 →
 * the number is not an M-Pesa customer the service can pay (ResultCode 2040); anything else → paid.
 */
export const B2C_UNREGISTERED_NUMBER_SUFFIX = '2040';

export interface B2cRequest {
  OriginatorConversationID: string;
  InitiatorName: string;
  SecurityCredential: string;
  CommandID: 'BusinessPayment';
  Amount: number;
  PartyA: string;
  /** 2547XXXXXXXX */
  PartyB: string;
  Remarks: string;
  QueueTimeOutURL: string;
  ResultURL: string;
  Occasion: string;
}

export interface B2cResponse {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
}

export interface B2cResult {
  Result: {
    ResultType: number;
    ResultCode: number;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID: string;
    ResultParameters?: { ResultParameter: { Key: string; Value: string | number }[] };
    ReferenceData: { ReferenceItem: { Key: string; Value: string } };
  };
}

/** Daraja accepts every well-formed request; its ConversationID looks like `AG_20191219_00005797af5d7d75f652`. */
export function acceptB2c(request: B2cRequest, now = new Date()): B2cResponse {
  const hex = Array.from({ length: 20 }, () => randomInt(16).toString(16)).join('');
  return {
    ConversationID: `AG_${darajaTimestamp(now).slice(0, 8)}_${hex}`,
    OriginatorConversationID: request.OriginatorConversationID,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  };
}

/** dd.MM.yyyy HH:mm:ss, the form of TransactionCompletedDateTime. */
function completedAt(date: Date): string {
  const stamp = darajaTimestamp(date);
  return `${stamp.slice(6, 8)}.${stamp.slice(4, 6)}.${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
}

/** What Safaricom reports once the payment to PartyB has (not) gone through. */
export function b2cResult(request: B2cRequest, response: B2cResponse, now = new Date()): B2cResult {
  const ids = { OriginatorConversationID: response.OriginatorConversationID, ConversationID: response.ConversationID };
  const transactionId = receipt();
  const referenceData = { ReferenceItem: { Key: 'QueueTimeoutURL', Value: request.QueueTimeOutURL } };
  if (request.PartyB.endsWith(B2C_UNREGISTERED_NUMBER_SUFFIX)) {
    return {
      Result: {
        ResultType: 0,
        ResultCode: 2040,
        ResultDesc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
        ...ids,
        TransactionID: transactionId,
        ReferenceData: referenceData,
      },
    };
  }
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      ...ids,
      TransactionID: transactionId,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: request.Amount },
          { Key: 'TransactionReceipt', Value: transactionId },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          { Key: 'ReceiverPartyPublicName', Value: `${request.PartyB} - Vendor` },
          { Key: 'TransactionCompletedDateTime', Value: completedAt(now) },
        ],
      },
      ReferenceData: referenceData,
    },
  };
}
