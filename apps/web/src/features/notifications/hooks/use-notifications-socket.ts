import { REALTIME_EVENTS, REALTIME_PATH } from '@quire/shared/constants/realtime';
import type { ServerToClientEvents } from '@quire/shared/schemas/social';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { useIdle } from '@/hooks/use-idle';
import { useToken } from '@/lib/token-storage';
import { notificationsQueryKeys } from '../api/notifications-query-keys';

/**
 * Keeps a socket.io connection open while signed in (same origin, path /socket.io, the token in
 * the handshake). The server sends only small events such as `notification:new { id }`; each one
 * invalidates the notifications query, so the bell's dot appears without a reload. After a
 * reconnect the list is refetched, since events sent while offline are not replayed. The client
 * library is loaded once the first screen has painted and the page is quiet: the bell's list
 * itself comes by a plain request, so nothing on screen waits for the socket.
 */
type Connect = typeof import('socket.io-client').io;

/** Opens the connection; the returned function closes it. */
function openSocket(io: Connect, token: string, onChange: () => void): () => void {
  const socket: Socket<ServerToClientEvents> = io({
    path: REALTIME_PATH,
    auth: { token },
    // WebSocket first: one long-lived connection needs no sticky sessions across instances;
    // long-polling remains the fallback for networks that block WebSockets.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Back off gently when the server is away; the bell still works through plain requests.
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) onChange();
    connectedBefore = true;
  });
  socket.on(REALTIME_EVENTS.notificationNew, onChange);
  socket.on('connect_error', (error) => {
    // A refused handshake (revoked or expired token) will not get better by retrying.
    if (!socket.active) console.warn('Real-time connection refused:', error.message);
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}

export function useNotificationsSocket() {
  const token = useToken();
  const queryClient = useQueryClient();
  const idle = useIdle();

  useEffect(() => {
    if (!token || !idle) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
    let close: (() => void) | undefined;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (!closed) close = openSocket(io, token, refresh);
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [token, idle, queryClient]);
}
