import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';

/** An error answered in Supabase Storage's shape: { statusCode, code, error, message }. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly error = code,
  ) {
    super(message);
  }

  send(res: ServerResponse): void {
    sendJson(res, this.status, { statusCode: String(this.status), code: this.code, error: this.error, message: this.message });
  }
}

export const errors = {
  bucketNotFound: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key.slice(0, 1100)}`),
  invalidBucketName: (name: string) => new StorageError(400, 'InvalidBucketName', `Bucket name invalid: ${name.slice(0, 200)}`),
  tooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  mimeNotAllowed: (type: string) => new StorageError(415, 'InvalidMimeType', `mime type ${type} is not supported`),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  denied: () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy', 'Unauthorized'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'The url do not match the signature', 'InvalidSignature'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noApiKey: () => new StorageError(401, 'Unauthorized', 'No API key found in request', 'Unauthorized'),
  notFound: (method: string, path: string) => new StorageError(404, 'not_found', `Route ${method}:${path.slice(0, 200)} not found`),
};
