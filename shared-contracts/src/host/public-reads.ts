import { PostgrestClient } from '@supabase/postgrest-js';
// From the package, not by relative path: this entry point is bundled into each app, which then
// takes the page's shared copy instead of carrying its own.
import { fetchWithTimeout } from '@marketplace/contracts';
import { restRootOf, takeFirstRead } from './first-reads';
import type { RuntimeConfig } from './runtime-config';

// The pages warm their first images as the start-up script does with a first read's answer.
export { warmImages } from './first-reads';

/**
 * The catalogue (products, categories, vendors, search_page) is public and read with the anon
 * key only, so the remotes read it with postgrest-js rather than the host's much larger supabase-js
 * client: a signed-out shopper's home, product and search pages then never download
 * supabase-js (README's budget). Writes use the host's client, loaded only when a form is sent.
 * Its own entry point (`@marketplace/contracts/public-reads`), not the shared contracts module,
 * so a page that reads nothing public does not pay for postgrest-js.
 */
const clients = new Map<string, PostgrestClient>();

export function publicReadClient(backend: NonNullable<RuntimeConfig['supabase']>): PostgrestClient {
  const key = `${backend.url}\n${backend.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new PostgrestClient(restRootOf(backend.url), {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      // A read the start-up script already sent is taken, not sent twice (./first-reads.ts); a
      // backend that hangs is given up on, so the section offers Try Again.
      fetch: (input, init) => takeFirstRead(input, init) ?? fetchWithTimeout(input, init),
    });
    clients.set(key, client);
  }
  return client;
}
