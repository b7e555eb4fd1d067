import { randomUUID } from 'node:crypto';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend, uniqueEmail } from './helpers';

// A contact message queued offline is sent again until an answer arrives: its client_ref makes
// the second insert of the same message a unique violation instead of a second row.
let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

function message(email: string, clientRef?: string) {
  return { name: 'Njeri', email, subject: 'Order', message: 'Where is my order?', ...(clientRef ? { client_ref: clientRef } : {}) };
}

async function storedRefs(email: string): Promise<(string | null)[]> {
  const { data, error } = await client(backend, backend.serviceKey).from('contact_messages').select('client_ref').eq('email', email);
  if (error) throw error;
  return (data as { client_ref: string | null }[]).map((row) => row.client_ref);
}

describe('contact_messages.client_ref', () => {
  it('anon may insert a message with its client id; the same id again is 23505 (409) and stores nothing more', async () => {
    const anon = client(backend);
    const email = uniqueEmail('offline');
    const ref = randomUUID();
    expect((await anon.from('contact_messages').insert(message(email, ref))).status).toBe(201);
    const retry = await anon.from('contact_messages').insert(message(email, ref));
    expect(retry.status).toBe(409);
    expect(retry.error?.code).toBe('23505');
    expect(await storedRefs(email)).toEqual([ref]);
  });

  it('a retry by another caller (signed in meanwhile) is refused the same way', async () => {
    const email = uniqueEmail('offline');
    const ref = randomUUID();
    expect((await client(backend).from('contact_messages').insert(message(email, ref))).status).toBe(201);
    const user = await confirmedUser(backend);
    expect((await user.supabase.from('contact_messages').insert(message(email, ref))).error?.code).toBe('23505');
    expect(await storedRefs(email)).toEqual([ref]);
  });

  it('messages without a client id are stored as before, each one', async () => {
    const anon = client(backend);
    const email = uniqueEmail('offline');
    expect((await anon.from('contact_messages').insert(message(email))).status).toBe(201);
    expect((await anon.from('contact_messages').insert(message(email))).status).toBe(201);
    expect(await storedRefs(email)).toEqual([null, null]);
  });

  it('anon still cannot read the messages back, not even by client id', async () => {
    const ref = randomUUID();
    await client(backend)
      .from('contact_messages')
      .insert(message(uniqueEmail('offline'), ref));
    expect((await client(backend).from('contact_messages').select('client_ref').eq('client_ref', ref)).status).toBe(401);
  });
});
