import * as routes from '@quire/shared/routes';
import type { ReadingSessionBody } from '@quire/shared/schemas/reader';
import { api } from '@/lib/api-client';
import { enqueueWrite, sendOrQueue } from '@/lib/offline/queue';

const queue = (body: ReadingSessionBody, ownerId: string) =>
  enqueueWrite({
    kind: 'session',
    ownerId,
    bookId: body.bookId,
    method: routes.recordReadingSession.method,
    path: routes.recordReadingSession.path,
    body,
    label: `a reading session in chapter ${body.chapterNumber}`,
  });

/**
 * Records one measured reading session. Sent with keepalive because it is typically sent as the
 * page hides or closes; the client-made id makes a repeated send harmless. Without a connection
 * it waits on the device and is sent, in order, when the connection returns.
 */
export async function recordReadingSession(body: ReadingSessionBody): Promise<void> {
  await sendOrQueue<unknown>(
    () => api(routes.recordReadingSession, { body, keepalive: true }),
    (ownerId) => queue(body, ownerId),
  );
}
