/** Real time (socket.io): small typed events only; clients refetch what they name. */
export const REALTIME_PATH = '/socket.io';

/** The room every socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;

export const REALTIME_EVENTS = {
  notificationNew: 'notification:new',
  /** One of the user's file jobs changed status or place in the wait list: `{ id, status }`. */
  fileJobChanged: 'file-job:changed',
} as const;
