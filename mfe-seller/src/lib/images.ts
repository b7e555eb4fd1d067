import type { SupabaseClient } from '@supabase/supabase-js';
import { randomHex } from '@marketplace/contracts';

// Contracts' CATALOG_BUCKET: importing it would make every page load the shell's whole contracts
// copy (it is not among its trimmed exports, shell/build-plugins/provided-exports.ts) for one word.
const CATALOG = 'catalog';

/**
 * A name Storage's policy admits for a member's file (docs/seller-data.md): letters, digits, `.`,
 * `_` and `-`, at most 100 before the extension, with a random suffix so a new picture never
 * replaces one a published product still shows. `file` has passed contracts' checkUpload, so its
 * extension is an image's and its name holds none of the forbidden words.
 */
export function safeImageName(fileName: string): string {
  const lower = fileName.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const extension = lower.slice(dot);
  const base = lower
    .slice(0, dot)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}-${randomHex(4)}${extension}`;
}

/** Uploads a picture to the vendor's own folder of the public catalogue bucket; answers its path. */
export async function uploadVendorImage(supabase: SupabaseClient, vendorId: string, file: File): Promise<string> {
  const path = `vendors/${vendorId}/${safeImageName(file.name)}`;
  const { error } = await supabase.storage.from(CATALOG).upload(path, file, { contentType: file.type, upsert: true });
  if (error) throw error;
  return path;
}
