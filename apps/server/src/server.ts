import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seedDemoCatalogue } from './seed/seed-demo.js';
import { parseEnv } from './env.js';

const SHUTDOWN_DEADLINE_MS = 5000;

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  // No offline queue: while Redis is away, commands fail at once (503) instead of piling up;
  // ioredis keeps reconnecting in the background and service resumes by itself.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: false, connectTimeout: 5000 })
    : null;
  redis?.on('error', () => undefined);

  const app = await buildApp({ env, database, redis });
  // A stray rejection (a dependency failing outside a request) is logged, never fatal: requests
  // already answer 503 while a dependency is away, and the process must outlive the outage.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  let redisDown = false;
  redis?.on('error', (error: Error) => {
    if (!redisDown) app.log.warn({ err: error }, 'Redis unavailable; reconnecting');
    redisDown = true;
  });
  redis?.on('ready', () => {
    if (redisDown) app.log.info('Redis reconnected');
    redisDown = false;
  });
  if (env.SEED_DEMO) {
    const { demoSeedRepository: seed, imagesRepository: images } = app.services;
    await seedDemoCatalogue({ seed, images }, (msg) => app.log.info(msg));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      redis?.disconnect();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Quire is ready at http://localhost:${env.PORT}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
