import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_ALLOWED_TYPES, UPLOAD_FORBIDDEN_NAME_PARTS, UPLOAD_MAX_BYTES } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** The parts of a browser `File` the check needs, so the backend can call it too. */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export type UploadCheckResult = { ok: true } | { ok: false; message: string };

/**
 * Checks an image before upload or image search. The first failing rule wins, in this order:
 * type, empty, too large, extension, name. A size that is not a positive number (0, negative,
 * NaN) counts as empty; exactly 2 MB passes ("over 2 MB" fails).
 */
export function checkUpload(file: UploadCandidate): UploadCheckResult {
  const name = file.name.toLowerCase();
  if (!includes(UPLOAD_ALLOWED_TYPES, file.type.toLowerCase())) return rejected(M.uploadInvalidType.en);
  if (!(file.size > 0)) return rejected(M.uploadEmpty.en);
  if (file.size > UPLOAD_MAX_BYTES) return rejected(M.uploadTooLarge.en);
  if (!includes(UPLOAD_ALLOWED_EXTENSIONS, extensionOf(name))) return rejected(M.uploadInvalidExtension.en);
  if (UPLOAD_FORBIDDEN_NAME_PARTS.some((part) => name.includes(part))) return rejected(M.uploadInvalidName.en);
  return { ok: true };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot);
}

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

function rejected(message: string): UploadCheckResult {
  return { ok: false, message };
}
