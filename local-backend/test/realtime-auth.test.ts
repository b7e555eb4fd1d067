import { signJwt } from '../src/auth/tokens';
import type { Backend } from '../src/server';
import { client, confirmedUser, startTestBackend } from './helpers';
import { disconnect, Inbox, insertOrder, RawSocket, sleep, subscribed } from './realtime/support';

describe('Realtime tokens and private channels', () => {
  let backend: Backend;

  beforeAll(async () => {
    // Access tokens live 6 s, so that expiry happens within a test.
    backend = await startTestBackend({ accessTokenTtlSeconds: 6 });
  }, 180_000);

  afterAll(async () => {
    await backend?.close();
  });

  const token = (claims: Record<string, unknown>, expiresIn: number) =>
    signJwt({ role: 'authenticated', aud: 'authenticated', ...claims, exp: Math.floor(Date.now() / 1000) + expiresIn }, backend.jwtSecret);

  it("a refreshed session (setAuth through TOKEN_REFRESHED) keeps the channel delivering past the first token's expiry", async () => {
    const { id, supabase } = await confirmedUser(backend);
    const inbox = new Inbox<{ new: { id: string } }>();
    const system = new Inbox<{ status: string; message: string }>();
    const statuses: string[] = [];
    const channel = supabase
      .channel('refresh')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, inbox.push)
      .on('system', {}, system.push);
    channel.subscribe((status) => statuses.push(status));
    await system.next((s) => s.message === 'Subscribed to PostgreSQL');
    const firstExpiry = (await supabase.auth.getSession()).data.session!.expires_at! * 1000;
    await sleep(2500);
    const { error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    await sleep(firstExpiry + 500 - Date.now());
    const orderId = await insertOrder(backend, id);
    await inbox.next((c) => c.new.id === orderId);
    expect(statuses).toEqual(['SUBSCRIBED']);
    expect(system.items.filter((s) => s.status === 'error')).toEqual([]);
    await disconnect(supabase);
  });

  it('a channel whose token expires gets Realtime\'s system error "Token has expired … seconds ago" and phx_close', async () => {
    const socket = await RawSocket.open(backend);
    const [joinRef, , , , reply] = await socket.join('realtime:expiring', {
      config: {},
      access_token: token({ sub: crypto.randomUUID() }, 2),
    });
    expect(reply.status).toBe('ok');
    const system = await socket.frames.next((f) => f[3] === 'system', 5000);
    expect(system[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: 'expiring',
    });
    expect(await socket.frames.next((f) => f[3] === 'phx_close')).toEqual([joinRef, joinRef, 'realtime:expiring', 'phx_close', {}]);
    expect(backend.realtime.stats().channels).toBe(0);
    socket.close();
  });

  it('a join with an expired token is refused with InvalidJWTToken, a forged one with JwtSignatureError, and an access_token event with an expired token ends the channel', async () => {
    const supabase = client(backend);
    await supabase.realtime.setAuth(token({ sub: crypto.randomUUID() }, -10));
    await expect(subscribed(supabase.channel('expired'))).rejects.toThrow(
      /^CHANNEL_ERROR: InvalidJWTToken: Token has expired 1\d seconds ago$/,
    );
    await disconnect(supabase);

    const socket = await RawSocket.open(backend);
    const forged = signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret');
    expect((await socket.join('realtime:forged', { config: {}, access_token: forged }))[4]).toEqual({
      status: 'error',
      response: { reason: 'JwtSignatureError: Failed to validate JWT signature' },
    });
    const [joinRef] = await socket.join('realtime:refresh', { config: {} });
    socket.send('realtime:refresh', 'access_token', { access_token: token({}, -5) }, joinRef);
    expect((await socket.frames.next((f) => f[3] === 'system'))[4]).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Token has expired/),
    });
    await socket.frames.next((f) => f[3] === 'phx_close');
    socket.close();
  });

  it('a private channel is refused to anon and joined by a signed-in user', async () => {
    const anon = client(backend);
    await expect(subscribed(anon.channel('staff', { config: { private: true } }))).rejects.toThrow(
      'CHANNEL_ERROR: Unauthorized: You do not have permissions to read from this Channel topic: staff',
    );
    const { supabase } = await confirmedUser(backend);
    await subscribed(supabase.channel('staff', { config: { private: true } }));
    await disconnect(anon, supabase);
  });
});
