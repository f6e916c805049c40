import { endpoints } from '@quire/shared/endpoints';
import { type RouteApp as ReadingApp, readingErrors } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { SpeedService } from './speed.service.js';

export function registerSpeedRoutes(app: ReadingApp, { speed }: { speed: SpeedService }) {
  route(
    app,
    endpoints.readingSpeed,
    {
      tags: ['reading'],
      summary:
        "The caller's reading speed in words a minute, measured from their sessions (else the default)",
      responses: readingErrors,
    },
    async (request) => speed.forUser(currentUser(request).id),
  );
}
