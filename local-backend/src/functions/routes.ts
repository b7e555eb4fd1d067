import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Mailbox } from '../auth/mailbox';
import { makeApiKeys, verifyJwt, type Claims } from '../auth/tokens';
import { actAs } from '../db/claims';
import { isPgError, type Database } from '../db/types';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body';
import { bearerToken, header, type RequestInfo } from '../http/request';
import { HttpError, sendJson } from '../http/respond';
import { isRecord } from '../json';
import { CARD_MESSAGES, cardOutcome, containsCardNumber } from './card';
import { acceptB2c, b2cResult, newStkIds, stkCallback, type B2cRequest } from './daraja';

/**
 * Edge Functions under /functions/v1 (supabase-js `functions.invoke`). The business rules live in
 * SQL (record_mpesa_request, apply_mpesa_callback, apply_card_result, record_b2c_accepted,
 * apply_b2c_result, all service_role only; approve_/reject_vendor_application and
 * start_vendor_payout, run as the caller), so a hosted project's Edge Functions
 * call the same functions; these routes check who is asking, play the payment providers, and
 * relay, and send the mails that follow a review.
 */
export interface FunctionsDeps {
  db: Database;
  secret: string;
  bodyLimitBytes: number;
  /** The server's own base URL, where the simulated Safaricom delivers its callbacks. */
  publicUrl: () => string;
  callbackDelayMs: number;
  callbackSecret: string;
  log: ((line: string) => void) | null;
}

export interface Functions {
  handle(info: RequestInfo, res: ServerResponse): Promise<void>;
  /** Cancels callbacks not yet sent and waits for those under way. */
  stop(): Promise<void>;
}

const CALLBACK_SECRET_HEADER = 'x-callback-secret';

type Json = Record<string, unknown>;

/** PostgreSQL's refusals as PostgREST would answer them: status from the hint, body { code, message, details, hint }. */
function sqlError(error: unknown): HttpError | null {
  if (!isPgError(error)) return null;
  const status: Record<string, number> = {
    'payment.orderNotFound': 404,
    'payment.unknownRequest': 404,
    'payment.notPayable': 409,
    'payment.inProgress': 409,
    'payout.unknownRequest': 404,
    'payout.keyReused': 409,
    'seller.vendorNotFound': 404,
    'seller.applicationNotFound': 404,
    'seller.applicationReviewed': 409,
  };
  const code = error.code;
  const byCode: Record<string, number> = { '22023': 400, P0001: 400, '42501': 403 };
  const httpStatus = status[error.hint ?? ''] ?? byCode[code] ?? 500;
  if (httpStatus === 500) return null;
  return new HttpError(httpStatus, { code, message: error.message, details: error.detail || null, hint: error.hint ?? null });
}

async function jsonObject(info: RequestInfo, limit: number): Promise<Json> {
  try {
    const body = parseJson(await readBody(info.req, limit));
    if (isRecord(body)) return body;
    throw new InvalidJsonError('expected a JSON object');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new HttpError(413, { code: 'payload_too_large', message: 'Payload Too Large' });
    if (error instanceof InvalidJsonError) throw new HttpError(400, { code: 'bad_json', message: 'Expected a JSON object body' });
    throw error;
  }
}

function text(body: Json, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
    throw new HttpError(400, { code: 'validation_failed', message: `${field} is required`, details: field });
  }
  return value.trim();
}

/** The claims of the signed-in user behind the request (a user's access token, not an API key). */
function userClaims(info: RequestInfo, secret: string, message: string): Claims & { sub: string } {
  const token = bearerToken(info.req);
  const result = token ? verifyJwt(token, secret) : null;
  if (!result?.ok || result.claims.role !== 'authenticated' || typeof result.claims.sub !== 'string') {
    throw new HttpError(401, { code: 'unauthorized', message });
  }
  return result.claims as Claims & { sub: string };
}

function userId(info: RequestInfo, secret: string): string {
  return userClaims(info, secret, 'Sign in to pay for an order').sub;
}

interface Approval {
  application_id: number;
  vendor_id: string;
  slug: string;
  name: string;
  email: string;
  contact_name: string;
  existing_account: boolean;
  joined: boolean;
}

interface Payout {
  id: number;
  vendor_id: string;
  amount: number;
  status: string;
  replayed: boolean;
  /** The vendor's full number (2547…) for the B2C request; never sent back to the operator. */
  msisdn?: string;
}

interface Rejection {
  application_id: number;
  email: string;
  contact_name: string;
  business_name: string;
  reason: string;
}

function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createFunctions(deps: FunctionsDeps): Functions {
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<void>>();

  const mailbox = new Mailbox(deps.db, deps.log);
  const { serviceKey } = makeApiKeys(deps.secret);

  /** Runs one statement as PostgREST would for these claims: their role, RLS, auth.uid(). */
  const asCaller = <T>(claims: Claims, sql: string, params: unknown[]) =>
    deps.db.transaction(async (tx) => {
      await actAs(tx, claims.role, claims);
      return (await tx.query<{ result: T }>(sql, params))[0]!.result;
    });
  const asServiceRole = <T>(sql: string, params: unknown[]) => asCaller<T>({ role: 'service_role' }, sql, params);

  /**
   * Safaricom posting its answer to our callback URL: after the shopper's phone has (not) answered
   * an STK push, or once a B2C payment has (not) gone through.
   */
  function scheduleCallback(route: string, callback: object): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const delivery = fetch(`${deps.publicUrl()}/functions/v1/${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CALLBACK_SECRET_HEADER]: deps.callbackSecret },
        body: JSON.stringify(callback),
      })
        .then(async (response) => {
          if (!response.ok) deps.log?.(`M-Pesa ${route} refused (${response.status}): ${await response.text()}`);
        })
        .catch((error: unknown) => deps.log?.(`M-Pesa ${route} not delivered: ${String(error)}`))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    }, deps.callbackDelayMs);
    timers.add(timer);
  }

  async function stkPush(info: RequestInfo, res: ServerResponse): Promise<void> {
    const user = userId(info, deps.secret);
    const body = await jsonObject(info, deps.bodyLimitBytes);
    const orderId = text(body, 'order_id');
    const phone = text(body, 'phone');
    const ids = newStkIds();
    // The amount comes from the order in SQL; anything the request says about it is ignored.
    const request = await asServiceRole<{ amount: number; phone: string }>(
      'select public.record_mpesa_request($1, $2, $3, $4, $5) as result',
      [user, orderId, phone, ids.MerchantRequestID, ids.CheckoutRequestID],
    );
    scheduleCallback('mpesa-callback', stkCallback(ids, request.phone, Number(request.amount)));
    sendJson(res, 200, {
      ...ids,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  }

  /** A Safaricom callback: checks the shared secret, then hands the payload to the SQL function. */
  function safaricomCallback(sqlFunction: 'apply_mpesa_callback' | 'apply_b2c_result') {
    return async (info: RequestInfo, res: ServerResponse): Promise<void> => {
      const given = header(info.req, CALLBACK_SECRET_HEADER) ?? info.query.get('secret');
      if (!sameSecret(given, deps.callbackSecret)) {
        throw new HttpError(401, { ResultCode: 1, ResultDesc: 'Rejected: unknown sender' });
      }
      const payload = await jsonObject(info, deps.bodyLimitBytes);
      await asServiceRole(`select public.${sqlFunction}($1) as result`, [JSON.stringify(payload)]);
      sendJson(res, 200, { ResultCode: 0, ResultDesc: 'Accepted' });
    };
  }

  /**
   * An operator pays a vendor: start_vendor_payout (as the operator) holds the money in the ledger,
   * then the B2C request goes to Safaricom, whose result arrives at mpesa-b2c-result. A request
   * key seen before returns that payout and sends nothing again.
   */
  async function b2cPayout(info: RequestInfo, res: ServerResponse): Promise<void> {
    const claims = userClaims(info, deps.secret, 'Sign in as an operator to pay vendors');
    const body = await jsonObject(info, deps.bodyLimitBytes);
    const amount = body.amount ?? null;
    if (amount !== null && typeof amount !== 'number') {
      throw new HttpError(400, { code: 'validation_failed', message: 'amount must be a number', details: 'amount' });
    }
    const originatorConversationId = randomUUID();
    const payout = await asCaller<Payout>(claims, 'select public.start_vendor_payout($1, $2, $3, $4) as result', [
      text(body, 'vendor_id'),
      amount,
      text(body, 'idempotency_key'),
      originatorConversationId,
    ]);
    const { msisdn, replayed, ...shown } = payout;
    if (replayed || !msisdn) {
      return sendJson(res, 200, { payout: shown, replayed: true });
    }
    const request: B2cRequest = {
      OriginatorConversationID: originatorConversationId,
      InitiatorName: 'district-market',
      SecurityCredential: 'simulated',
      CommandID: 'BusinessPayment',
      Amount: Number(payout.amount),
      PartyA: '600000',
      PartyB: msisdn,
      Remarks: `Payout ${payout.id}`,
      QueueTimeOutURL: `${deps.publicUrl()}/functions/v1/mpesa-b2c-result`,
      ResultURL: `${deps.publicUrl()}/functions/v1/mpesa-b2c-result`,
      Occasion: payout.vendor_id,
    };
    const response = acceptB2c(request);
    await asServiceRole('select public.record_b2c_accepted($1, $2) as result', [
      response.OriginatorConversationID,
      response.ConversationID,
    ]);
    scheduleCallback('mpesa-b2c-result', b2cResult(request, response));
    sendJson(res, 200, { payout: { ...shown, conversation_id: response.ConversationID }, replayed: false, ...response });
  }

  async function cardPayment(info: RequestInfo, res: ServerResponse): Promise<void> {
    const user = userId(info, deps.secret);
    const body = await jsonObject(info, deps.bodyLimitBytes);
    if (containsCardNumber(body)) {
      throw new HttpError(400, { code: 'validation_failed', message: 'Send only the card brand and its last four digits' });
    }
    const orderId = text(body, 'order_id');
    const brand = text(body, 'brand');
    const last4 = text(body, 'last4');
    const outcome = cardOutcome(last4);
    await asServiceRole('select public.apply_card_result($1, $2, $3, $4, $5) as result', [user, orderId, brand, last4, outcome]);
    sendJson(res, 200, { status: outcome, message: CARD_MESSAGES[outcome] });
  }

  /** Supabase Auth's invite (auth.admin.inviteUserByEmail), as a hosted function calls it with the service key. */
  async function inviteApplicant(approval: Approval, redirectTo: string | undefined): Promise<void> {
    const url = new URL(`${deps.publicUrl()}/auth/v1/invite`);
    if (redirectTo) url.searchParams.set('redirect_to', redirectTo);
    const response = await fetch(url, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: approval.email, data: { full_name: approval.contact_name } }),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string; msg?: string };
      throw new HttpError(502, {
        code: 'invite_failed',
        message: `${approval.name} was approved, but the invitation could not be sent: ${answer.message ?? answer.msg ?? response.status}`,
        details: approval.vendor_id,
        hint: null,
      });
    }
  }

  /** Mail that is not Supabase Auth's: the local mailbox here, a mail provider on a hosted project. */
  const notify = (to: string, subject: string, body: string) =>
    deps.db.transaction((tx) => mailbox.send(tx, { to, subject, body, links: [] }));

  async function reviewVendorApplication(info: RequestInfo, res: ServerResponse): Promise<void> {
    const claims = userClaims(info, deps.secret, 'Sign in as an operator to review vendor applications');
    const body = await jsonObject(info, deps.bodyLimitBytes);
    const applicationId = body.application_id;
    if (typeof applicationId !== 'number' || !Number.isInteger(applicationId)) {
      throw new HttpError(400, { code: 'validation_failed', message: 'application_id is required', details: 'application_id' });
    }
    const redirectTo = typeof body.redirect_to === 'string' ? body.redirect_to : undefined;
    if (body.decision === 'approve') {
      const approval = await asCaller<Approval>(claims, 'select public.approve_vendor_application($1) as result', [applicationId]);
      if (approval.existing_account) {
        await notify(
          approval.email,
          'Your vendor application was approved',
          `Hello ${approval.contact_name},\n\n${approval.name} is now a vendor on the marketplace. Sign in as ${approval.email} and open the Seller center to add your products.\n`,
        );
      } else {
        await inviteApplicant(approval, redirectTo);
      }
      return sendJson(res, 200, { ...approval, invited: !approval.existing_account });
    }
    if (body.decision === 'reject') {
      const reason = typeof body.reason === 'string' ? body.reason : null;
      const rejection = await asCaller<Rejection>(claims, 'select public.reject_vendor_application($1, $2) as result', [
        applicationId,
        reason,
      ]);
      await notify(
        rejection.email,
        'Your vendor application was not approved',
        `Hello ${rejection.contact_name},\n\nThank you for applying to sell ${rejection.business_name} on the marketplace. We could not approve the application:\n\n${rejection.reason}\n\nYou are welcome to apply again.\n`,
      );
      return sendJson(res, 200, rejection);
    }
    throw new HttpError(400, { code: 'validation_failed', message: 'decision must be approve or reject', details: 'decision' });
  }

  const routes: Record<string, (info: RequestInfo, res: ServerResponse) => Promise<void>> = {
    '/review-vendor-application': reviewVendorApplication,
    '/mpesa-stk-push': stkPush,
    '/mpesa-callback': safaricomCallback('apply_mpesa_callback'),
    '/mpesa-b2c-payout': b2cPayout,
    '/mpesa-b2c-result': safaricomCallback('apply_b2c_result'),
    '/card-payment': cardPayment,
  };

  return {
    async handle(info, res) {
      try {
        const route = routes[info.path];
        if (!route) throw new HttpError(404, { code: 'not_found', message: `No function ${info.path.slice(1)}` });
        if (info.method !== 'POST') throw new HttpError(405, { code: 'method_not_allowed', message: 'Use POST' });
        await route(info, res);
      } catch (error) {
        const answer = error instanceof HttpError ? error : sqlError(error);
        if (!answer) throw error;
        sendJson(res, answer.status, answer.body, answer.headers);
      }
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(deliveries);
    },
  };
}
