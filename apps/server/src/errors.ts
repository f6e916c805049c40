import { SERVER_MESSAGES } from '@quire/shared';

/** An error meant for the client: an HTTP status, a stable code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = SERVER_MESSAGES.validation, details?: unknown) =>
  new AppError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMedia = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
export const serviceUnavailable = () => new AppError(503, 'SERVICE_UNAVAILABLE', SERVER_MESSAGES.unavailable);
