import {
  type ClientToServerEvents,
  REALTIME_EVENTS,
  REALTIME_PATH,
  SERVER_MESSAGES,
  type ServerToClientEvents,
  userRoom,
} from '@quire/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { resolveUserFromToken } from './auth.js';
import { namedOriginsOnly } from './cors-origins.js';

interface SocketData {
  userId: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

/**
 * socket.io on the same HTTP server (path /socket.io). The handshake must carry a live token
 * (`auth: { token }`); each socket joins its user's room and receives only small typed events
 * (`notification:new { id }`, `file-job:changed { id, status }`) that tell the client what to
 * refetch. With Redis configured, the Redis adapter lets every instance reach a user's sockets
 * wherever they are connected.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Same origin (the server serves the web app; the Vite dev server proxies), plus the
      // separately hosted front ends of CORS_ORIGINS.
      cors: app.env.CORS_ORIGINS.length
        ? { origin: namedOriginsOnly(app.env.CORS_ORIGINS), credentials: true }
        : { origin: false },
      connectTimeout: 10_000,
      maxHttpBufferSize: 16 * 1024,
    });

    // The adapter subscribes at once and must survive reconnects: its clients queue while offline.
    const redisOptions = { enableOfflineQueue: true, maxRetriesPerRequest: null };
    const pub = app.redis?.duplicate(redisOptions);
    const sub = app.redis?.duplicate(redisOptions);
    const redisClients = pub && sub ? [pub, sub] : [];
    if (pub && sub) {
      for (const client of redisClients)
        client.on('error', (error: Error) => app.log.warn({ err: error }, 'realtime redis connection'));
      // Loaded only with Redis configured: a single instance never needs it (decision 058).
      const { createAdapter } = await import('@socket.io/redis-adapter');
      io.adapter(createAdapter(pub, sub));
    }

    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error(SERVER_MESSAGES.unauthorized));
      try {
        const user = await resolveUserFromToken(app, token);
        if (!user) return next(new Error(SERVER_MESSAGES.invalidToken));
        socket.data.userId = user.id;
        return next();
      } catch (error) {
        app.log.error({ err: error }, 'realtime handshake failed');
        return next(new Error(SERVER_MESSAGES.unavailable));
      }
    });

    io.on('connection', (socket: RealtimeSocket) => {
      void socket.join(userRoom(socket.data.userId));
    });

    app.events.on('notification.created', ({ userId, notificationId }) => {
      io.to(userRoom(userId)).emit(REALTIME_EVENTS.notificationNew, { id: notificationId });
    });
    app.events.on('file-job.changed', ({ userId, jobId, status }) => {
      io.to(userRoom(userId)).emit(REALTIME_EVENTS.fileJobChanged, { id: jobId, status });
    });
    // Revoked tokens must not keep a live channel open (on any instance).
    const dropSockets = ({ userId }: { userId: string }) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    };
    app.events.on('user.sessions.revoked', dropSockets);
    app.events.on('user.deleted', dropSockets);

    app.decorate('io', io);

    // Live websockets would keep the HTTP server from closing: end them before it closes.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([io.of('/').adapter.close?.()]);
      for (const client of redisClients) client.disconnect();
    });
  },
  { name: 'realtime' },
);
