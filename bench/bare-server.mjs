// The baseline: a bare Fastify route with zod validation and serialisation, in its own process,
// measured in the same run as the real server so ratios cancel out the machine's speed.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get(
  '/bare',
  {
    schema: {
      querystring: z.object({ page: z.coerce.number().int().default(1) }),
      response: { 200: z.object({ ok: z.boolean(), page: z.number() }) },
    },
  },
  async (request) => ({ ok: true, page: request.query.page }),
);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
