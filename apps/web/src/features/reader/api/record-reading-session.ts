import * as routes from '@quire/shared/routes';
import type { ReadingSessionBody } from '@quire/shared/schemas/reader';
import { api } from '@/lib/api-client';

/**
 * Records one measured reading session. Sent with keepalive because it is typically sent as the
 * page hides or closes; the client-made id makes a repeated send harmless.
 */
export const recordReadingSession = (body: ReadingSessionBody) =>
  api(routes.recordReadingSession, { body, keepalive: true });
