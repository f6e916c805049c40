/**
 * Realtime announcements of one notification at most once per `intervalMs`: the first is sent at
 * once; any more within the window collapse into one sent when the window ends, so a burst of 300
 * comments on one book costs its owner's sockets a couple of events, and the last state is never
 * missed. Per process: with several instances each may send its own.
 */
export function createAnnounceThrottle(
  intervalMs: number,
  send: (userId: string, notificationId: string) => void,
) {
  const windows = new Map<string, { userId: string; pending: boolean; timer: NodeJS.Timeout }>();

  const open = (userId: string, notificationId: string) => {
    const timer = setTimeout(() => {
      const window = windows.get(notificationId);
      windows.delete(notificationId);
      if (window?.pending) {
        send(window.userId, notificationId);
        open(window.userId, notificationId);
      }
    }, intervalMs);
    timer.unref();
    windows.set(notificationId, { userId, pending: false, timer });
  };

  return {
    announce(userId: string, notificationId: string) {
      const window = windows.get(notificationId);
      if (window) {
        window.pending = true;
        return;
      }
      send(userId, notificationId);
      open(userId, notificationId);
    },

    /** Drops the pending announcements (the app is closing). */
    close() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },
  };
}
