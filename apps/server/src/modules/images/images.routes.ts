import { errorResponseSchema, API_MESSAGES } from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { idParam } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { COVER_SIZING } from './image-processing.js';
import { createImagesRepository } from './images.repository.js';
import { createImagesService, readUpload } from './images.service.js';

const uploadResponseSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
});

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImagesService(createImagesRepository(app.db));

  await protectedScope(app, (scope) => {
    scope.post(
      '/api/images',
      {
        schema: {
          tags: ['images'],
          summary: 'Upload an image (multipart field "file"); answers the hosted URL',
          consumes: ['multipart/form-data'],
          response: {
            201: uploadResponseSchema,
            400: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const buffer = await readUpload(await request.file());
        const image = await service.upload(buffer, COVER_SIZING, user.id);
        return reply.status(201).send({
          secure_url: image.url,
          public_id: image.id,
          width: image.width,
          height: image.height,
          thumbnail_url: `${image.url}/thumb`,
        });
      },
    );
  });

  const serve = (variant: 'full' | 'thumb') =>
    async function serveImage(
      request: { params: { id: string }; headers: Record<string, string | string[] | undefined> },
      reply: import('fastify').FastifyReply,
    ) {
      const image = await service.find(request.params.id, variant);
      if (!image?.data) throw notFound(API_MESSAGES.imageNotFound);
      const etag = `"${image.hash.slice(0, 32)}${variant === 'thumb' ? '-t' : ''}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Type', image.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(image.data);
    };

  const params = z.object({ id: idParam(API_MESSAGES.imageNotFound) });
  app.get('/api/images/:id', { schema: { tags: ['images'], summary: 'An image', params } }, serve('full'));
  app.get(
    '/api/images/:id/thumb',
    { schema: { tags: ['images'], summary: 'An image thumbnail', params } },
    serve('thumb'),
  );
};
