import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { FILE_WORK_MESSAGES } from '@quire/shared';
import type { Piscina } from 'piscina';
import { AppError, payloadTooLarge, tooManyRequests } from '../errors.js';
import { deferredModule } from '../lib/deferred-modules.js';
import type { FileTaskKind, FileTasks } from './file-tasks.js';
import type { FileTaskOutcome } from './file-work.worker.js';

/** The bounds every piece of file work runs within (README, Configuration; decision 047). */
export interface FileWorkLimits {
  /** Worker threads working at once (the global concurrency cap). */
  workers: number;
  /** Each worker's V8 heap, in MB: a task that needs more is stopped and refused. */
  heapMb: number;
  /** Wall-clock time one task may run once started, in seconds. */
  timeoutSeconds: number;
  /** Tasks one user may have waiting or running at once. */
  perUser: number;
  /** Tasks that may wait for a worker, from everyone together. */
  queue: number;
}

/** The worker pool's code loads with the first task, or shortly after the server listens (decision 058). */
const piscina = deferredModule<typeof Piscina>('piscina');

/** Two cores: one for requests and the database, one for file work. */
export const defaultWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/** Where a task is: `position` is its place in the wait list (1 = next), 0 once it runs. */
export interface FileWorkProgress {
  position: number;
}

export type FileTaskInput<K extends FileTaskKind> = Parameters<FileTasks[K]>[0];
export type FileTaskOutput<K extends FileTaskKind> = Awaited<ReturnType<FileTasks[K]>>;

interface Waiting {
  start: () => void;
  onProgress?: (progress: FileWorkProgress) => void;
}

/**
 * The worker module: the compiled JavaScript beside this file, or (tests and `npm run dev`, which
 * run the TypeScript sources) the TypeScript source loaded through tsx with the shared package's
 * sources.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const compiled = fileURLToPath(new URL('./file-work.worker.js', import.meta.url));
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return {
    filename: fileURLToPath(new URL('./file-work.worker.ts', import.meta.url)),
    execArgv: ['--conditions=source', '--import', 'tsx'],
  };
}

/**
 * File work (imports, exports, CSV) off the request thread, in worker threads with a heap cap
 * and a wall-clock limit (piscina), at most `workers` at once. In front of the pool sits a wait
 * list that knows each task's owner: nobody has more than `perUser` tasks in it, and a task's
 * place in it can be reported while it waits. A task that goes over a bound is refused with a
 * clear message; the worker is replaced and the server carries on.
 */
export function createFileWork(limits: FileWorkLimits) {
  let pool: Piscina | undefined;
  /** The pool, made with the first task: a server that never does file work never loads it. */
  const workers = () => {
    if (pool) return pool;
    const { filename, execArgv } = workerModule();
    const Pool = piscina();
    pool = new Pool({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: limits.workers,
      idleTimeout: 30_000,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    return pool;
  };
  let running = 0;
  const waiting: Waiting[] = [];
  const perOwner = new Map<string, number>();

  const report = () => {
    for (const [index, task] of waiting.entries()) task.onProgress?.({ position: index + 1 });
  };

  const next = () => {
    while (running < limits.workers && waiting.length) {
      running += 1;
      waiting.shift()!.start();
    }
    report();
  };

  const release = (owner: string) => {
    running -= 1;
    const count = (perOwner.get(owner) ?? 1) - 1;
    if (count > 0) perOwner.set(owner, count);
    else perOwner.delete(owner);
    next();
  };

  async function execute(kind: FileTaskKind, input: unknown): Promise<unknown> {
    let outcome: FileTaskOutcome;
    try {
      outcome = await workers().run(
        { kind, input },
        { signal: AbortSignal.timeout(limits.timeoutSeconds * 1000) },
      );
    } catch (error) {
      const { code, name } = error as { code?: string; name?: string };
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw payloadTooLarge(FILE_WORK_MESSAGES.tooMuchMemory);
      if (name === 'AbortError') throw payloadTooLarge(FILE_WORK_MESSAGES.tooSlow(limits.timeoutSeconds));
      throw error;
    }
    if (!outcome.ok) throw new AppError(outcome.status, outcome.code, outcome.message);
    return outcome.value;
  }

  return {
    limits,

    /**
     * Runs a task for `owner` (a user id) when a worker is free; refuses at once (429) when the
     * owner already has `perUser` tasks, or the wait list is full.
     */
    async run<K extends FileTaskKind>(
      owner: string,
      kind: K,
      input: FileTaskInput<K>,
      onProgress?: (progress: FileWorkProgress) => void,
    ): Promise<FileTaskOutput<K>> {
      const mine = perOwner.get(owner) ?? 0;
      if (mine >= limits.perUser) throw tooManyRequests(FILE_WORK_MESSAGES.userBusy(limits.perUser));
      if (running >= limits.workers && waiting.length >= limits.queue)
        throw tooManyRequests(FILE_WORK_MESSAGES.busy);
      perOwner.set(owner, mine + 1);
      await new Promise<void>((start) => {
        waiting.push({ start, onProgress });
        next();
      });
      onProgress?.({ position: 0 });
      try {
        return (await execute(kind, input)) as FileTaskOutput<K>;
      } finally {
        release(owner);
      }
    },

    /** Tasks running and waiting now (for the benchmark and the health of the pool). */
    stats: () => ({ running, waiting: waiting.length, threads: pool?.threads.length ?? 0 }),

    close: async () => {
      await pool?.destroy();
    },
  };
}

export type FileWork = ReturnType<typeof createFileWork>;
