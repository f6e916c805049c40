import {
  type ClientToServerEvents,
  REALTIME_EVENTS,
  REALTIME_PATH,
  SERVER_MESSAGES,
  type ServerToClientEvents,
  userRoom,
} from '@quire/shared';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Server, Socket } from 'socket.io';
import { deferredModule } from '../lib/deferred-modules.js';
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

/** socket.io and what it loads (engine.io, ws): about a tenth of a start, so not loaded by it. */
const socketIo = deferredModule<typeof import('socket.io')>('socket.io');

/** What engine.io answers: the path and everything under it. */
const REALTIME_PREFIX = `${REALTIME_PATH.replace(/\/$/, '')}/`;
const realtimeRequest = (url: string | undefined) => url?.startsWith(REALTIME_PREFIX) === true;

/**
 * socket.io on the same HTTP server (path /socket.io). The handshake must carry a live token
 * (`auth: { token }`); each socket joins its user's room and receives only small typed events
 * (`notification:new { id }`, `file-job:changed { id, status }`) that tell the client what to
 * refetch. With Redis configured, the Redis adapter lets every instance reach a user's sockets
 * wherever they are connected.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    let io: RealtimeServer | undefined;
    let attaching: Promise<RealtimeServer> | undefined;
    /** Set as the server closes: nothing attaches after. */
    let closing = false;
    const redisClients: NonNullable<FastifyInstance['redis']>[] = [];
    /**
     * socket.io on the HTTP server, once (decision 070): on the first request or upgrade for its
     * path, which then waits for it, or (with Redis) the first event to send. From then on
     * engine.io answers its path before Fastify sees it.
     */
    const attach = () => {
      attaching ??= attachSocketIo().then((server) => {
        io = server;
        app.server.off('upgrade', upgradeBeforeAttach);
        return server;
      });
      return attaching;
    };
    const upgradeBeforeAttach = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!realtimeRequest(req.url)) return;
      attach().then(
        (server) => server.engine.handleUpgrade(req, socket, head),
        () => socket.destroy(),
      );
    };
    /**
     * Runs `use` on socket.io. Alone, an instance that has not attached it has no socket to send
     * to; with Redis, an event from here may be for sockets on other instances, so it attaches.
     */
    const whenAttached = async (use: (server: RealtimeServer) => void) => {
      if (!attaching && (!app.redis || closing)) return;
      await attach().then(use, (error) => app.log.error({ err: error }, 'realtime'));
    };
    app.server.on('upgrade', upgradeBeforeAttach);
    app.addHook('onRequest', async (request, reply) => {
      if (io || !realtimeRequest(request.raw.url)) return;
      const server = await attach();
      reply.hijack();
      server.engine.handleRequest(request.raw, reply.raw);
    });

    const attachSocketIo = async (): Promise<RealtimeServer> => {
      const { Server } = socketIo();
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
      if (pub && sub) {
        redisClients.push(pub, sub);
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
      return io;
    };

    app.events.on('notification.created', ({ userId, notificationId }) => {
      void whenAttached((server) =>
        server.to(userRoom(userId)).emit(REALTIME_EVENTS.notificationNew, { id: notificationId }),
      );
    });
    app.events.on('file-job.changed', ({ userId, jobId, status }) => {
      void whenAttached((server) =>
        server.to(userRoom(userId)).emit(REALTIME_EVENTS.fileJobChanged, { id: jobId, status }),
      );
    });
    // Revoked tokens must not keep a live channel open (on any instance).
    const dropSockets = ({ userId }: { userId: string }) => {
      void whenAttached((server) => server.in(userRoom(userId)).disconnectSockets(true));
    };
    app.events.on('user.sessions.revoked', dropSockets);
    app.events.on('user.deleted', dropSockets);

    // Live websockets would keep the HTTP server from closing: end them before it closes.
    app.addHook('preClose', async () => {
      closing = true;
      const server = await attaching?.catch(() => undefined);
      server?.local.disconnectSockets(true);
      server?.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([io?.of('/').adapter.close?.()]);
      for (const client of redisClients) client.disconnect();
    });
  },
  { name: 'realtime' },
);
