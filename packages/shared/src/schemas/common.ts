import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { hasNul } from '../domain.js';
import { VALIDATION } from '../messages.js';

/**
 * Every free-text field and query string starts here: a string that refuses NUL characters with
 * one clear message (400, nothing stored; decision 012). Chain trim/min/max as on z.string().
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasNul(value), { message: VALIDATION.nulCharacter, abort: true });

/** The one error body every failing call answers with. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export const messageResponseSchema = z.object({ message: z.string() });
