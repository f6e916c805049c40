import type { Endpoint } from '@quire/shared/endpoints';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from './http/route-helpers.js';

/**
 * `METHOD /path/:pattern`: how a hook that sees every route (write limits, image cleanup) names an
 * endpoint, as `${request.method} ${request.routeOptions.url}` does.
 */
export const routeKey = ({ method, path }: Pick<Endpoint, 'method' | 'path'>): string => `${method} ${path}`;

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The request of an endpoint's route: params, query and body as its schemas yield them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/**
 * What the handler answers: the response schema's input (it is serialized through the schema);
 * anything (bytes, sent through the reply) when the entry has no JSON answer.
 */
export type EndpointReply<E extends Endpoint> = E extends { response: infer S extends z.ZodType }
  ? z.input<S>
  : unknown;

export interface EndpointRouteOptions
  extends Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'bodyLimit'> {
  /** OpenAPI grouping and one-line description. */
  tags: string[];
  summary: string;
  /** Other answers by status, with their schemas: the error answers, mostly. */
  responses?: Record<number, z.ZodType>;
  /** Content types of the body, for the documentation. */
  consumes?: string[];
  /** The server's params schema when it is stricter than the contract's (the id policy of src/http/params). */
  params?: z.ZodType;
}

/**
 * Declares the route of an endpoint of the shared endpoint table: method, path and the params,
 * query, body and success response schemas come from the entry, so the server serves exactly
 * the contract the app calls. The handler is typed from the same schemas. A route that needs a
 * signed-in caller is declared inside `protectedScope` (http/route-helpers.ts), which adds the
 * check and the OpenAPI security marker:
 *
 *   await protectedScope(app, (scope) => {
 *     route(scope, endpoints.listNotifications, { tags, summary, responses: errors }, async (request) =>
 *       service.list(currentUser(request).id, request.query.page, request.query.limit));
 *   });
 */
export function route<E extends Endpoint>(
  app: RouteApp,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>,
): void {
  const { tags, summary, responses = {}, consumes, params, ...hooks } = options;
  const success = endpoint.response
    ? Object.fromEntries((endpoint.status ?? [200]).map((status) => [status, endpoint.response]))
    : {};
  app.route({
    ...hooks,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags,
      summary,
      ...(consumes ? { consumes } : {}),
      ...(params || endpoint.params ? { params: params ?? endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response || options.responses ? { response: { ...success, ...responses } } : {}),
    },
    // The schemas above are the ones the handler's types come from.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
