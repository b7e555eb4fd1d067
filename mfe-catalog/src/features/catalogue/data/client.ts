import { PostgrestClient } from '@supabase/postgrest-js';
import { fetchWithTimeout, type RuntimeConfig } from '@marketplace/contracts';

/**
 * The catalogue is public and read with the anon key only, so this remote reads it with
 * postgrest-js (~9 KB) rather than the host's supabase-js client (~58 KB): a signed-out shopper's
 * home page then never downloads supabase-js (see README's budget). Writes (newsletter, vendor
 * applications) use the host's client, loaded only when a form is sent.
 */
const clients = new Map<string, PostgrestClient>();

export function catalogueClient(backend: NonNullable<RuntimeConfig['supabase']>): PostgrestClient {
  const key = `${backend.url}\n${backend.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = new PostgrestClient(`${backend.url.replace(/\/+$/, '')}/rest/v1`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      // Gives up on a backend that hangs, so the section offers Try Again.
      fetch: fetchWithTimeout,
    });
    clients.set(key, client);
  }
  return client;
}
