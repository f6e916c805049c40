import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository root (this file is apps/server/test/faults/harness/). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/**
 * Ports for servers these suites start: 3800–3899, a block of ten per suite, the upper half
 * for the PostgreSQL project so both projects can run the same file at once.
 */
export function portBlock(base: number): number {
  return base + (process.env.QUIRE_TEST_DB === 'postgres' ? 50 : 0);
}

/** The first port from `from` (up to `from + 9`) that nothing listens on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 10; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}..${from + 9}`);
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** Settles when the process exits, however it exits. */
  exited: Promise<ExitStatus>;
  /** Whether the process is still running. */
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** The last lines the server wrote (for failure messages). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<ExitStatus>;
}

export interface StartOptions {
  port: number;
  /** Environment for the server (DATA_DIR or DATABASE_URL, REDIS_URL, JWT_SECRET, ...). */
  env: Record<string, string>;
  /** Also accept a 503 from /api/health as "started" (a dependency is away on purpose). */
  allowDegraded?: boolean;
  readyTimeoutMs?: number;
}

/**
 * Starts a real server process from the TypeScript source (tsx: no build step, one process, so
 * a signal reaches the server itself) and waits until /api/health answers.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        WEB_DIST: '/nonexistent',
        DATABASE_URL: '',
        REDIS_URL: '',
        AUTH_IP_LIMIT: '1000000',
        WRITE_LIMIT_PER_MINUTE: '1000000',
        UPLOAD_LIMIT_PER_HOUR: '1000000',
        REGISTER_LIMIT_PER_HOUR: '1000000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let status: ExitStatus | undefined;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      resolve(status);
    });
  });
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    port: options.port,
    pid: child.pid ?? -1,
    exited,
    alive: () => status === undefined,
    kill: (signal) => {
      if (status === undefined) child.kill(signal);
    },
    output: () => log,
    async stop(graceMs = 8000) {
      if (status) return status;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (status) throw new Error(`server exited early (${JSON.stringify(status)}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200 || (options.allowDegraded && res.status === 503)) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready in time:\n${log}`);
}
