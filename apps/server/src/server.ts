import { setFlagsFromString } from 'node:v8';
import { openDatabase } from './db/client.js';
import { parseEnv } from './env.js';
import { saveCodeCache, startedFromCodeCache } from './lib/code-cache.js';
import { loadDeferredModules } from './lib/deferred-modules.js';

const SHUTDOWN_DEADLINE_MS = 5000;
/** How long after listening the modules the start deferred are loaded (decision 058). */
const DEFERRED_MODULES_AFTER_MS = 2000;

/**
 * Milliseconds since the process started at the end of each start-up step, for the ready log
 * line (decision 058: what a start does before it listens, and what it costs).
 */
function startupSteps() {
  const steps: Record<string, number> = {};
  return {
    steps,
    step: (name: string) => {
      steps[name] = Math.round(performance.now());
    },
  };
}

async function main() {
  // A handle that keeps the event loop running until the server listens (decision 075). Without
  // one, the loop runs out of handles while the start awaits V8's own work (the WebAssembly
  // compilation), and Node then waits for every task on V8's worker threads before it goes on,
  // the background compilations PostgreSQL's start set off included: the rest of the start, and
  // the first connection, then waited behind them (60-360 ms).
  const keepAlive = setInterval(() => undefined, 2 ** 30);
  const { steps, step } = startupSteps();
  // Module loading before main() runs is part of the start: performance.now() counts from the
  // process's start.
  step('modules');
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The database opens first and the app's modules load meanwhile (decision 071): the embedded
  // database's files are read and its WebAssembly compiled on other threads while this one
  // evaluates the routes, services and schemas, which it only needs once the database is open.
  const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, onStep: step });
  // Awaited below, once the modules are in; a failure meanwhile is not an unhandled rejection.
  opening.catch(() => undefined);
  const [{ buildApp }, { DEMO_SEED_KEY }] = await Promise.all([
    import('./app.js'),
    import('./seed/demo-seed.repository.js'),
  ]);
  step('app modules');
  const database = await opening;
  step('database');
  // No offline queue: while Redis is away, commands fail at once (503) instead of piling up;
  // ioredis keeps reconnecting in the background and service resumes by itself.
  // The client loads only when configured: an embedded start does not pay for it (decision 058).
  const redis = env.REDIS_URL
    ? new (await import('ioredis')).Redis(env.REDIS_URL, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
        connectTimeout: 5000,
      })
    : null;
  redis?.on('error', () => undefined);

  const app = await buildApp({ env, database, redis });
  step('app');
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
  const { demoSeedRepository: seed, imagesRepository: images } = app.services;
  // The seeding code (its catalogue, cover rendering) loads only when there is something to seed.
  const seeded = env.SEED_DEMO && !(await seed.isSeeded(DEMO_SEED_KEY));
  if (seeded) {
    const { seedDemoCatalogue } = await import('./seed/seed-demo.js');
    await seedDemoCatalogue({ seed, images }, (msg) => app.log.info(msg));
    step('demo catalogue');
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

  // Ready first, as its own step: the plugins' onReady hooks (the start-up sweeps) then listening.
  await app.ready();
  step('ready');
  await app.listen({ port: env.PORT, host: env.HOST });
  step('listening');
  clearInterval(keepAlive);
  // What this start compiled, for the next (decisions 069, 072): before the flag below, which V8
  // checks.
  saveCodeCache({ seeded });
  // A single instance on the embedded database is the small self-hosted setup: its JavaScript
  // heap is kept near what it holds rather than let grow for throughput (decision 058; checked by
  // V8 as it sizes the heap, so it applies from here on). Set once the server listens: set
  // before, its smaller young generation collected all through the start (130 ms of 1.5 s).
  if (!env.DATABASE_URL) setFlagsFromString('--optimize-for-size');
  // The first answers go out first; what they do not need loads a moment later.
  setTimeout(loadDeferredModules, DEFERRED_MODULES_AFTER_MS).unref();
  app.log.info(
    { database: database.kind, startupMs: steps.listening, steps, codeCache: startedFromCodeCache() },
    `Quire is ready at http://localhost:${env.PORT}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
