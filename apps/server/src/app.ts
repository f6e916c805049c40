import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { IMAGE_MAX_BYTES } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Database, Db } from './db/client.js';
import type { Env } from './env.js';
import { createResponseSerializerCompiler } from './lib/response-serializer.js';
import { createServices, type Services } from './composition.js';
import { createEventBus, type EventBus } from './events.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { ssoRoutes } from './modules/auth/sso.routes.js';
import type { TokenService } from './modules/auth/token.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imageCleanupPlugin } from './modules/images/images.cleanup.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { MULTIPART_MAX_FIELDS } from './modules/books/book-form.js';
import { importRoutes } from './modules/import/import.routes.js';
import { fileJobsModule } from './modules/file-jobs/file-jobs.routes.js';
import { booksRoutes } from './modules/books/books.routes.js';
import { highlightsModule } from './modules/highlights/highlights.routes.js';
import { commentsModule } from './modules/comments/comments.routes.js';
import { readerRoutes } from './modules/chapter-reader/reader.routes.js';
import { readingRoutes } from './modules/my-reading/reading.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { dataTransferRoutes } from './modules/data-transfer/data-transfer.routes.js';
import { epubRoutes } from './modules/epub/epub.routes.js';
import { appPasswordsRoutes } from './modules/app-passwords/app-passwords.routes.js';
import { koreaderRoutes } from './modules/koreader/koreader.routes.js';
import { releaseTimerPlugin } from './modules/studio/release-timer.js';
import { studioRoutes } from './modules/studio/studio.routes.js';
import { opdsRoutes } from './modules/opds/opds.routes.js';
import { type AttemptLimiter, createMemoryLimiter, createRedisLimiter } from './plugins/attempt-limiter.js';
import { afterFirstAnswerPlugin } from './plugins/after-first-answer.js';
import { authPlugin } from './plugins/auth.js';
import { namedOriginsOnly } from './plugins/cors-origins.js';
import { errorHandlerPlugin, serializeError } from './plugins/error-handler.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { publicUrlPlugin } from './plugins/public-url.js';
import { realtimePlugin } from './plugins/realtime.js';
import { writeLimitsPlugin } from './plugins/write-limits.js';
import { registerWebApp } from './plugins/web-app.js';
import { outboxPlugin } from './outbox/outbox.plugin.js';
import { createFileWork, defaultWorkers, type FileWork } from './jobs/file-work.js';

/**
 * Swagger UI's own logo, read here: left to the plugin, it is read on a thread the start then
 * waits for (50-90 ms of an otherwise idle start on a busy machine).
 */
function swaggerUiLogo() {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui'));
  return { type: 'image/svg+xml', content: readFileSync(path.join(dir, 'static/logo.svg')) };
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    tokens: TokenService;
    limiter: AttemptLimiter;
    events: EventBus;
    redis: Redis | null;
    /** File work (imports, exports, CSV) in bounded worker threads (decision 047). */
    fileWork: FileWork;
    /** Every repository and service, built once by the composition root (src/composition.ts). */
    services: Services;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  redis?: Redis | null;
  /** pino options, or false to silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

/** Paths whose values must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.currentPassword',
];

/**
 * Addresses whose query carries a credential: the OpenID Connect callback's authorization code.
 * Request log lines (at debug) show their path only.
 */
const SECRET_QUERY_PATHS = new Set<string>([endpoints.ssoCallback.path]);

/** A request as its log line shows it: pino's fields, without the query of SECRET_QUERY_PATHS. */
function serializeRequest(request: FastifyRequest) {
  const at = request.url.indexOf('?');
  const url =
    at !== -1 && SECRET_QUERY_PATHS.has(request.url.slice(0, at)) ? request.url.slice(0, at) : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the Fastify instance (routes, plugins, error model) without listening. */
export async function buildApp({
  env,
  database,
  redis = null,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Where the app is tested, each response written from its JSON Schema is checked against zod’s (decision 078).
  const serializerCompiler = createResponseSerializerCompiler({ check: env.NODE_ENV !== 'production' });
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
            // Errors are logged without query parameters, values or private text.
            serializers: { err: serializeError, req: serializeRequest },
            ...(typeof logger === 'object' ? logger : {}),
          },
    // Per-request lines halve throughput; they are on only at debug/trace.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
    }),
    // X-Forwarded-For is believed only from a proxy on this machine or a private network; a
    // client reaching the server directly cannot claim another address to dodge the per-IP limit.
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Every route validates and serialises with zod (set below for the whole tree); Fastify's own
    // JSON Schema compilers (Ajv, fast-json-stringify) would only be loaded and built at start-up
    // to go unused (decision 058).
    schemaController: {
      // Typed for Ajv's schemas; these compilers take zod's, as every route here gives them.
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  const limiter = redis ? createRedisLimiter(redis) : createMemoryLimiter();
  app.decorate('limiter', limiter);
  const fileWork = createFileWork({
    workers: env.FILE_WORKERS ?? defaultWorkers(),
    heapMb: env.FILE_WORK_HEAP_MB,
    timeoutSeconds: env.FILE_WORK_TIMEOUT_SECONDS,
    perUser: env.FILE_WORK_PER_USER,
    queue: env.FILE_WORK_QUEUE,
  });
  app.decorate('fileWork', fileWork);
  app.addHook('onClose', () => fileWork.close());
  const events = createEventBus((error, name) =>
    app.log.error({ err: error, event: name }, 'event listener failed'),
  );
  app.decorate('events', events);
  // The composition root: every repository and service, built once, for the plugins to take.
  const services = await createServices({ env, database, events, fileWork, limiter, log: app.log });
  app.decorate('services', services);
  app.decorate('tokens', services.tokens);

  await app.register(errorHandlerPlugin);
  // Before the plugins that leave start-up work until the first answer.
  await app.register(afterFirstAnswerPlugin);
  // Helmet's security headers on every answer, worked out once: @fastify/helmet built Helmet
  // again on every request (its directives parsed and checked each time, 9 µs against 0.3).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Same origin only unless CORS_ORIGINS names separately hosted front ends; any other origin gets
  // no CORS header at all.
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length ? namedOriginsOnly(env.CORS_ORIGINS) : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-ID', 'X-Time-Zone'],
    exposedHeaders: ['X-Request-ID'],
    maxAge: 600,
  });
  await app.register(publicUrlPlugin);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: MULTIPART_MAX_FIELDS, fieldSize: 5 * 1024 * 1024 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Quire API', version: '1.0.0', description: 'Book reading and personal library API' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, logo: swaggerUiLogo() });

  await app.register(authPlugin);
  await app.register(writeLimitsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(imagesRoutes);
  await app.register(imageCleanupPlugin);
  await app.register(booksRoutes);
  // Before the routes whose file work it records (app.fileJobs).
  await app.register(fileJobsModule);
  await app.register(importRoutes);
  await app.register(commentsModule);
  await app.register(highlightsModule);
  await app.register(readerRoutes);
  await app.register(readingRoutes);
  await app.register(libraryRoutes);
  await app.register(profileRoutes);
  await app.register(notificationsRoutes);
  await app.register(dataTransferRoutes);
  await app.register(epubRoutes);
  await app.register(appPasswordsRoutes);
  await app.register(opdsRoutes);
  await app.register(koreaderRoutes);
  await app.register(studioRoutes);
  await app.register(releaseTimerPlugin);
  await app.register(realtimePlugin);
  await app.register(outboxPlugin);

  await registerWebApp(app, env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist);
  return app;
}
