import net from 'node:net';

/**
 * A TCP proxy between the server under test and a dependency (PostgreSQL, Redis), so a test can
 * take the dependency away without touching the real service that other suites share.
 */
export interface TcpProxy {
  port: number;
  /**
   * Takes the dependency away: live connections are reset, and new ones are either reset at once
   * ('reset': the service is down) or accepted and never answered ('blackhole': a partition).
   */
  cut(mode?: 'reset' | 'blackhole'): void;
  /** Brings the dependency back for new connections. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  listenPort: number,
): Promise<TcpProxy> {
  let mode: 'open' | 'reset' | 'blackhole' = 'open';
  const live = new Set<net.Socket>();
  const held = new Set<net.Socket>();

  const kill = (socket: net.Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };

  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'reset') return kill(client);
    if (mode === 'blackhole') {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on('error', () => kill(client));
    client.on('error', () => kill(upstream));
    client.on('close', () => {
      live.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      live.delete(upstream);
      client.destroy();
    });
    live.add(client);
    live.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });

  return {
    port: listenPort,
    cut(next = 'reset') {
      mode = next;
      for (const socket of live) kill(socket);
      live.clear();
    },
    restore() {
      mode = 'open';
      for (const socket of held) kill(socket);
      held.clear();
    },
    async close() {
      for (const socket of [...live, ...held]) kill(socket);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
