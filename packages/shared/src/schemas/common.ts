import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';

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
