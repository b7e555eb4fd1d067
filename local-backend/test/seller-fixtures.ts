import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { confirmedUser } from './helpers';

/** Unique per suite run, so that runs sharing one PostgreSQL never see each other's rows. */
export const run = randomUUID().slice(0, 8);

export interface Member {
  id: string;
  email: string;
  supabase: SupabaseClient;
}

/** A fresh vendor (its slug from its name) and a signed-in member of it. */
export async function vendorWithMember(
  backend: Backend,
  service: SupabaseClient,
  label: string,
): Promise<{ vendorId: string; member: Member }> {
  const vendorId = `st-${run}-${label}`;
  const vendor = await service.from('vendors').insert({ id: vendorId, name: `Seller Test ${run} ${label}`, category: 'electronics' });
  if (vendor.error) throw vendor.error;
  const member = await confirmedUser(backend);
  const membership = await service.from('vendor_members').insert({ user_id: member.id, vendor_id: vendorId });
  if (membership.error) throw membership.error;
  return { vendorId, member };
}

/** A published product of the vendor, written by service_role as an import would. */
export async function publishedProduct(
  service: SupabaseClient,
  vendorId: string,
  name: string,
  price: number,
  stock: number,
): Promise<string> {
  const id = `${vendorId}-${name}`.slice(0, 40);
  const { error } = await service.from('products').insert({
    id,
    vendor_id: vendorId,
    category: 'electronics',
    name: `${name} ${run}`,
    price,
    stock,
    image: `vendors/${vendorId}/${name}.png`,
  });
  if (error) throw error;
  return id;
}

export const ADDRESS = { name: 'Wanjiru Kamau', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd, Apt 4B' };

export interface PlacedOrder {
  id: string;
  status: string;
  items: { product_id: string; quantity: number }[];
}

/** An order placed through place_order; 'cod' starts it as processing. */
export async function placeOrder(
  shopper: SupabaseClient,
  lines: { product_id: string; quantity: number }[],
  paymentMethod: 'cod' | 'card',
): Promise<PlacedOrder> {
  const { data, error } = await shopper.rpc('place_order', {
    lines,
    delivery: 'standard',
    address: ADDRESS,
    payment_method: paymentMethod,
    idempotency_key: randomUUID(),
  });
  if (error) throw error;
  return data as PlacedOrder;
}

/** The payload of an access token (no signature check: the server made it). */
export function tokenClaims(accessToken: string): { app_metadata?: { roles?: string[] } } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { app_metadata?: { roles?: string[] } };
}
