import { checkUpload, type UploadCandidate } from './upload';
import { VALIDATION_MESSAGES as M } from './messages';

export type ImageSearchChoice = { ok: true; preview: string } | { ok: false; messageEn: string };

/** Makes the local preview address of a chosen file (the browser's object URL by default). */
export type PreviewMaker = (file: Blob) => string;

const objectUrl: PreviewMaker = (file) => URL.createObjectURL(file);

/**
 * Decides an image chosen for image search, for the header's camera button and the search page
 * alike: the upload check's reason (else 'Invalid file') when it fails, 'Failed to process image'
 * when no preview can be made, otherwise the preview address to put in `?image=`. On success the
 * caller shows 'Image uploaded for search' (`VALIDATION_MESSAGES.imageSearchUploaded`) and owns
 * the preview: it revokes it once no longer shown. The file itself never leaves the browser.
 */
export function checkImageSearchFile(file: Blob & UploadCandidate, makePreview: PreviewMaker = objectUrl): ImageSearchChoice {
  const check = checkUpload(file);
  if (!check.ok) return { ok: false, messageEn: check.message || M.uploadInvalid.en };
  try {
    return { ok: true, preview: makePreview(file) };
  } catch {
    return { ok: false, messageEn: M.imageSearchFailed.en };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORIGIN = /^https?:\/\/[^/\s]+$/;

/**
 * True only for an object URL this page could have made (`blob:<origin>/<uuid>`): an `image`
 * parameter that is anything else (another site, `javascript:`, `data:`) is never loaded.
 */
export function isImageSearchPreview(value: unknown, origin: string): value is string {
  if (typeof value !== 'string' || !ORIGIN.test(origin)) return false;
  const prefix = `blob:${origin}/`;
  return value.startsWith(prefix) && UUID.test(value.slice(prefix.length));
}
