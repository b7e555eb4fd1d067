import type { RequestInfo } from '../http/request';
import { BodyTooLargeError, InvalidJsonError, parseJson, readBody } from '../http/body';
import { AuthError } from './errors';

/** A JSON request body, as the Auth server accepts it: an object, or nothing. */
export type Body = Record<string, unknown>;

export async function jsonBody(info: RequestInfo, limitBytes: number): Promise<Body> {
  let parsed: unknown;
  try {
    parsed = parseJson(await readBody(info.req, limitBytes));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body too large');
    if (error instanceof InvalidJsonError) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`);
    throw error;
  }
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Body;
}

export function stringField(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${name} must be a string`);
  return value;
}

export function booleanField(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new AuthError(400, 'validation_failed', `${name} must be a boolean`);
  return value;
}

export function metadataField(body: Body, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new AuthError(400, 'validation_failed', `${name} must be an object`);
  return value as Record<string, unknown>;
}
