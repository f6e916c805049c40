import type { AddressInfo } from 'node:net';
import { REALTIME_EVENTS, REALTIME_PATH, SERVER_MESSAGES } from '@quire/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';

// socket.io is attached to the HTTP server on its first request or upgrade (decision 070). Each
// test starts a server of its own, so its first realtime request finds socket.io not attached yet.
// (With Redis, an event attaches it too: the scale-out suite sends one from an instance no socket
// is connected to.)

const contexts: TestContext[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const ctx of contexts.splice(0)) await ctx.close();
});

async function listening() {
  const ctx = await createTestContext();
  contexts.push(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return { ctx, baseUrl: `http://127.0.0.1:${port}` };
}

function open(baseUrl: string, transports: ('polling' | 'websocket')[], auth?: Record<string, unknown>) {
  const socket = connect(baseUrl, {
    path: REALTIME_PATH,
    auth,
    transports,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('socket.io attached on first use', () => {
  it('answers a long-polling handshake that arrives before it is attached', async () => {
    const { ctx, baseUrl } = await listening();
    const user = await ctx.signUp();
    const socket = await open(baseUrl, ['polling'], { token: user.token });
    expect(socket.connected).toBe(true);
    expect(socket.io.engine.transport.name).toBe('polling');
  });

  it('answers a websocket upgrade that arrives before it is attached, and checks its token', async () => {
    const { ctx, baseUrl } = await listening();
    await expect(open(baseUrl, ['websocket'])).rejects.toThrow(SERVER_MESSAGES.unauthorized);
    const user = await ctx.signUp();
    const socket = await open(baseUrl, ['websocket'], { token: user.token });
    expect(socket.io.engine.transport.name).toBe('websocket');
  });

  it('drops an event no socket can receive yet, and delivers the later ones', async () => {
    const { ctx, baseUrl } = await listening();
    const user = await ctx.signUp();
    // Emitted before socket.io is attached, on an instance alone: no socket anywhere to send to.
    ctx.app.events.emit('file-job.changed', { userId: user.id, jobId: 'early', status: 'done' });
    const socket = await open(baseUrl, ['websocket'], { token: user.token });
    const received = new Promise((resolve) => socket.once(REALTIME_EVENTS.fileJobChanged, resolve));
    ctx.app.events.emit('file-job.changed', { userId: user.id, jobId: 'later', status: 'done' });
    expect(await received).toEqual({ id: 'later', status: 'done' });
  });

  it('leaves the rest of the API to Fastify before and after it is attached', async () => {
    const { baseUrl } = await listening();
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const user = await open(baseUrl, ['polling']).catch((error: Error) => error);
    expect((user as Error).message).toBe(SERVER_MESSAGES.unauthorized);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
