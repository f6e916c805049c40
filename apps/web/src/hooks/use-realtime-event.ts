import { REALTIME_EVENTS, REALTIME_PATH } from '@quire/shared/constants/realtime';
import type { ServerToClientEvents } from '@quire/shared/schemas/social';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { useIdle } from '@/hooks/use-idle';
import { useToken } from '@/lib/token-storage';

/**
 * The page's one socket.io connection (same origin, path /socket.io, the token in the handshake),
 * shared by every feature that follows a real-time event: it opens when the first one listens and
 * closes when the last one stops. The server sends only small events (`notification:new { id }`,
 * `file-job:changed { id, status }`) that say what to refetch; after a reconnect every listener is
 * called too, since events sent while offline are not replayed. The client library is loaded once
 * the first screen has painted and the page is quiet: nothing on screen waits for the socket.
 */
export type RealtimeEventName = keyof ServerToClientEvents;
type Listener = () => void;

interface Connection {
  token: string;
  listeners: Map<RealtimeEventName, Set<Listener>>;
  close?: () => void;
  closed: boolean;
}

let connection: Connection | null = null;

const everyListener = (of: Connection) => [...of.listeners.values()].flatMap((set) => [...set]);

function open(token: string): Connection {
  const opened: Connection = { token, listeners: new Map(), closed: false };
  void import('socket.io-client').then(({ io }) => {
    if (opened.closed) return;
    const socket: Socket<ServerToClientEvents> = io({
      path: REALTIME_PATH,
      auth: { token },
      // WebSocket first: one long-lived connection needs no sticky sessions across instances;
      // long-polling remains the fallback for networks that block WebSockets.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // Back off gently when the server is away; every screen still works through plain requests.
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 30_000,
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) for (const listener of everyListener(opened)) listener();
      connectedBefore = true;
    });
    for (const event of Object.values(REALTIME_EVENTS)) {
      socket.on(event, () => {
        for (const listener of opened.listeners.get(event) ?? []) listener();
      });
    }
    socket.on('connect_error', (error) => {
      // A refused handshake (revoked or expired token) will not get better by retrying.
      if (!socket.active) console.warn('Real-time connection refused:', error.message);
    });
    opened.close = () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  });
  return opened;
}

function close(of: Connection) {
  of.closed = true;
  of.close?.();
  if (connection === of) connection = null;
}

/** Listens to `event` on the page's connection for `token`; the returned function stops. */
function listen(token: string, event: RealtimeEventName, listener: Listener): () => void {
  if (connection && connection.token !== token) close(connection);
  connection ??= open(token);
  const current = connection;
  const set = current.listeners.get(event) ?? new Set();
  set.add(listener);
  current.listeners.set(event, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) current.listeners.delete(event);
    if (current.listeners.size === 0) close(current);
  };
}

/**
 * Calls `onEvent` whenever the server sends `event` to the signed-in user (and after a reconnect),
 * while the component is mounted.
 */
export function useRealtimeEvent(event: RealtimeEventName, onEvent: () => void) {
  const token = useToken();
  const idle = useIdle();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!token || !idle) return;
    return listen(token, event, () => latest.current());
  }, [token, idle, event]);
}
