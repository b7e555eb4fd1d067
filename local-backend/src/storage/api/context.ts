import type { ServerResponse } from 'node:http';
import { verifyJwt } from '../../auth/tokens';
import { API_ROLES } from '../../db/claims';
import type { Database } from '../../db/types';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../../http/body';
import { bearerToken, header, type RequestInfo } from '../../http/request';
import { isRecord } from '../../json';
import { errors } from '../errors';
import type { Caller, StorageStore } from '../store';

export interface StorageDeps {
  db: Database;
  secret: string;
  store: StorageStore;
}

/** One request to /storage/v1: its path (raw, below /storage/v1), where to answer, and the store. */
export interface StorageRequest {
  info: RequestInfo;
  res: ServerResponse;
  path: string;
  store: StorageStore;
  secret: string;
}

/** A request of a caller the API key or user's JWT names. */
export interface CallerRequest extends StorageRequest {
  caller: Caller;
}

const JSON_LIMIT = 1024 * 1024;

/** The caller from the user's JWT, else the API key (the gateway has already checked one is present). */
export function authorise(info: RequestInfo, secret: string): Caller {
  const token = bearerToken(info.req) ?? header(info.req, 'apikey') ?? info.query.get('apikey');
  if (!token) throw errors.noApiKey();
  const result = verifyJwt(token, secret);
  if (!result.ok) throw errors.invalidJwt(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const role = result.claims.role;
  if (!API_ROLES.has(role)) throw errors.invalidJwt(`role ${role} is not allowed`);
  const userId = role === 'authenticated' && typeof result.claims.sub === 'string' ? result.claims.sub : null;
  return { role: role as Caller['role'], claims: result.claims, userId };
}

export async function jsonBody(info: RequestInfo): Promise<Record<string, unknown>> {
  try {
    const body = parseJson(await readBody(info.req, JSON_LIMIT)) ?? {};
    if (!isRecord(body)) throw new InvalidJsonError('expected an object');
    return body;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw errors.tooLarge();
    if (error instanceof InvalidJsonError) throw errors.invalidRequest('Body is not valid JSON');
    throw error;
  }
}

export function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
}
