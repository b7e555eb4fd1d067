import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

/** The backend the composed site is configured with (its /env.json). */
export async function siteBackend(request: APIRequestContext): Promise<{ url: string; anonKey: string }> {
  const config = (await (await request.get('/env.json')).json()) as { supabase: { url: string; anonKey: string } | null };
  if (!config.supabase) throw new Error('the composed site has no backend configured (/env.json supabase is null)');
  return config.supabase;
}

/**
 * The service key of the running test backend, which `scripts/serve.ts` leaves in
 * node_modules/.cache (the in-memory backend's keys change on every start).
 */
export function serviceKey(): string {
  const file = path.resolve(__dirname, '../../node_modules/.cache/marketplace/e2e-backend.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { serviceKey: string }).serviceKey;
  } catch {
    throw new Error(`${file} is missing: start the composed site with the current scripts/serve.ts`);
  }
}

/** Rows of a table no browser may read, read with the service key: `serviceRows(request, 'contact_messages?email=eq.x')`. */
export async function serviceRows<T = Record<string, unknown>>(request: APIRequestContext, tableAndQuery: string): Promise<T[]> {
  const key = serviceKey();
  const { url } = await siteBackend(request);
  const response = await request.get(`${url}/rest/v1/${tableAndQuery}`, { headers: { apikey: key, authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  return response.json() as Promise<T[]>;
}

/** Writes with the service key, as an operator or the payment provider would: `serviceWrite(request, 'PATCH', 'orders?id=eq.X', { status })`. */
export async function serviceWrite<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: 'POST' | 'PATCH',
  tableAndQuery: string,
  data: object,
  backend?: { url: string; serviceKey: string },
): Promise<T[]> {
  const key = backend?.serviceKey ?? serviceKey();
  const url = backend?.url ?? (await siteBackend(request)).url;
  const response = await request.fetch(`${url}/rest/v1/${tableAndQuery}`, {
    method,
    data,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=representation' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json() as Promise<T[]>;
}

/**
 * A published product of Nairobi Tech Hub, written as the seller center's backend would leave it:
 * `fields` name it (`id`, `name`, ...) and may change any default.
 */
export async function publishProduct(request: APIRequestContext, fields: Record<string, unknown>): Promise<void> {
  await serviceWrite(request, 'POST', 'products', {
    vendor_id: 'nairobi-tech-hub',
    category: 'electronics',
    price: 1500,
    stock: 5,
    image: 'products/e1.svg',
    status: 'published',
    ...fields,
  });
}
