import { endpoints } from '@quire/shared/endpoints';
import { IMAGE_JPEG_FORMAT } from '@quire/shared/constants';
import { API_MESSAGES } from '@quire/shared/messages';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { idParam } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { type EndpointRequest, route } from '../../route.js';
import { COVER_SIZING } from '../../lib/image-processing.js';
import { type ImageVariant, readUpload } from './images.service.js';

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.images;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.uploadImage,
      {
        tags: ['images'],
        summary: 'Upload an image (multipart field "file"); answers the hosted URL',
        consumes: ['multipart/form-data'],
        responses: {
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
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

  // `?format=jpeg`: the same image as a JPEG (OPDS readers take JPEG or PNG only); its own ETag.
  const serve = (variant: ImageVariant) =>
    async function serveImage(
      request: EndpointRequest<typeof endpoints.getImage | typeof endpoints.getImageThumb>,
      reply: FastifyReply,
    ) {
      const image = await service.find(request.params.id, variant);
      if (!image?.data) throw notFound(API_MESSAGES.imageNotFound);
      const jpeg = request.query.format === IMAGE_JPEG_FORMAT;
      const etag = `"${image.hash.slice(0, 32)}${variant === 'thumb' ? '-t' : ''}${jpeg ? '-j' : ''}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Type', jpeg ? 'image/jpeg' : image.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(
        jpeg ? await service.jpegOf({ hash: image.hash, data: image.data }, variant) : image.data,
      );
    };

  const params = z.object({ id: idParam(API_MESSAGES.imageNotFound) });
  route(app, endpoints.getImage, { tags: ['images'], summary: 'An image', params }, serve('full'));
  route(
    app,
    endpoints.getImageThumb,
    { tags: ['images'], summary: 'An image thumbnail', params },
    serve('thumb'),
  );
};
