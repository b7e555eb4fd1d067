import { errors } from './errors';

const MAX_KEY_BYTES = 1024;
const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;
/** C0 controls, DEL and the C1 range. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * An object key as the Storage server accepts it: relative, no `..`, no control
 * characters, no empty segment, at most 1024 bytes. Anything else is a 400 before any lookup.
 */
export function checkKey(key: string): string {
  if (
    key.length === 0 ||
    key.startsWith('/') ||
    key.endsWith('/') ||
    key.includes('//') ||
    key.includes('..') ||
    hasControlCharacter(key) ||
    Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES
  ) {
    throw errors.invalidKey(key);
  }
  return key;
}

export function checkBucketId(id: string): string {
  if (!BUCKET_ID.test(id)) throw errors.invalidBucketName(id);
  return id;
}

/**
 * Splits "<bucket>/<key>" taken from the raw request URL (never a normalised one, which
 * would have resolved `..` already). Each segment is percent-decoded once.
 */
export function splitBucketAndKey(rawPath: string): { bucket: string; key: string } {
  const slash = rawPath.indexOf('/');
  const bucket = decode(slash < 0 ? rawPath : rawPath.slice(0, slash));
  const key =
    slash < 0
      ? ''
      : rawPath
          .slice(slash + 1)
          .split('/')
          .map(decode)
          .join('/');
  return { bucket: checkBucketId(bucket), key: checkKey(key) };
}

export function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw errors.invalidKey(segment);
  }
}

/** Does a content type match a bucket's allowed list (entries like `image/png` or `image/*`)? */
export function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [major] = type.split('/');
  return allowed.some((entry) => entry === type || entry === '*/*' || entry === `${major}/*`);
}

const EXTENSION_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  json: 'application/json',
  txt: 'text/plain',
};

export function typeByExtension(name: string): string {
  return EXTENSION_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
