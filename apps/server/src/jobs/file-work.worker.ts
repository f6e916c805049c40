import { FILE_WORK_MESSAGES } from '@quire/shared';
import { AppError } from '../errors.js';
import { type FileTaskKind, fileTasks } from './file-tasks.js';

/** What crosses back from the worker: the task's value, or the refusal it threw. */
export type FileTaskOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; code: string; message: string };

/**
 * The worker's entry (piscina calls the default export with each task). A refusal is sent back
 * as plain data, since an error's class does not survive the thread boundary; a parser that still
 * overflows the stack (a library's recursion we do not own) is a refusal too.
 */
export default async function runFileTask({ kind, input }: { kind: FileTaskKind; input: unknown }) {
  try {
    const task = fileTasks[kind] as (input: unknown) => unknown;
    return { ok: true, value: await task(input) } satisfies FileTaskOutcome;
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        status: error.statusCode,
        code: error.code,
        message: error.message,
      } satisfies FileTaskOutcome;
    if (error instanceof RangeError && /call stack/i.test(error.message))
      return {
        ok: false,
        status: 400,
        code: 'BAD_REQUEST',
        message: FILE_WORK_MESSAGES.tooDeep,
      } satisfies FileTaskOutcome;
    throw error;
  }
}
