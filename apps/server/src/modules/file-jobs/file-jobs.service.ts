import { FILE_WORK_MESSAGES } from '@quire/shared';
import { FILE_JOBS_LIST_DAYS, FILE_JOBS_LIST_MAX, type FileJobKind } from '@quire/shared/constants/file-jobs';
import type { FileJobResultOf } from '@quire/shared/schemas/file-jobs';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { FileWorkProgress } from '../../jobs/file-work.js';
import type { AuthUser } from '../../plugins/auth.js';
import { requireOwnFileJob } from '../../policies/index.js';
import { presentFileJob } from './file-jobs.presenter.js';
import type { FileJobChange, FileJobsRepository } from './file-jobs.repository.js';

/** Longest file name kept with a job (longer ones are cut: the name is only shown). */
const FILE_NAME_MAX = 255;

/** What a piece of file work is, as its job records it. */
export interface FileJobSpec<K extends FileJobKind = FileJobKind> {
  kind: K;
  fileName?: string | null;
  /** The key the uploading page gave its request (`?clientKey=`). */
  clientKey?: string | null;
}

/**
 * How much longer than the file work's time limit a job may go without an update before it is
 * taken for interrupted: the work after the worker (the cover, the transaction) and slow writes.
 */
export const FILE_JOB_STALE_MARGIN_SECONDS = 60;

export interface FileJobsServiceDeps {
  repository: FileJobsRepository;
  events: EventBus;
  log: Pick<FastifyBaseLogger, 'error'>;
  /**
   * How long a queued or working job may go without an update before the sweep takes it for
   * interrupted (its server stopped): the file work's time limit plus a margin.
   */
  staleAfterSeconds: number;
}

type Position = { status: 'queued' | 'working'; position: number | null };

export function createFileJobsService({ repository, events, log, staleAfterSeconds }: FileJobsServiceDeps) {
  const announce = ({ id, userId, status }: FileJobChange) =>
    events.emit('file-job.changed', { userId, jobId: id, status });

  /** A write about a job that failed is logged, never allowed to change the work's own answer. */
  const logged = (what: string, jobId: string) => (error: unknown) => {
    log.error({ err: error, jobId }, `file job ${what} not recorded`);
    return undefined;
  };

  return {
    /**
     * Runs `work` for `user` with a durable record of it: `queued` at once, `working` (and the
     * place in the wait list while it waits) as the file work reports, then `done` with
     * `resultOf(value)` (what its kind records: null for an export) or `failed` with the
     * refusal's message. The work's own value or error is handed back unchanged, so the caller
     * answers exactly as without the record.
     */
    async track<T, K extends FileJobKind>(
      user: AuthUser,
      spec: FileJobSpec<K>,
      work: (onProgress: (progress: FileWorkProgress) => void) => Promise<T>,
      resultOf: (value: T) => FileJobResultOf<K>,
    ): Promise<T> {
      const job = await repository.insert({
        userId: user.id,
        kind: spec.kind,
        fileName: spec.fileName?.trim().slice(0, FILE_NAME_MAX) || null,
        clientKey: spec.clientKey ?? null,
      });
      announce(job);

      let last: Position = { status: 'queued', position: null };
      let writes: Promise<unknown> = Promise.resolve();
      // Reports come synchronously and often (every move of the wait list): only a change is
      // written, one write after the other so they land in order.
      const onProgress = ({ position }: FileWorkProgress) => {
        const next: Position =
          position > 0 ? { status: 'queued', position } : { status: 'working', position: null };
        if (next.status === last.status && next.position === last.position) return;
        last = next;
        writes = writes
          .then(() => repository.advance(job.id, next))
          .then((moved) => {
            if (moved) announce({ id: job.id, userId: user.id, status: next.status });
          })
          .catch(logged('progress', job.id));
      };

      const finish = async (outcome: Parameters<FileJobsRepository['finish']>[1]) => {
        await writes;
        const ended = await repository.finish(job.id, outcome).catch(logged('outcome', job.id));
        if (ended) announce(ended);
      };

      let value: T;
      try {
        value = await work(onProgress);
      } catch (error) {
        if (!(error instanceof AppError)) log.error({ err: error, jobId: job.id }, 'file job failed');
        await finish({
          status: 'failed',
          message: error instanceof AppError ? error.message : FILE_WORK_MESSAGES.failed,
        });
        throw error;
      }
      await finish({ status: 'done', result: resultOf(value) });
      return value;
    },

    /** The caller's jobs of the last days, newest first. */
    async list(user: AuthUser) {
      const rows = await repository.listForUser(user.id, FILE_JOBS_LIST_DAYS, FILE_JOBS_LIST_MAX);
      return { jobs: rows.map(presentFileJob) };
    },

    /** Forgets one of the caller's jobs (what it made stays). */
    async dismiss(user: AuthUser, id: string) {
      const job = requireOwnFileJob(user, await repository.find(id));
      await repository.remove(job.id);
      announce(job);
      return { message: FILE_WORK_MESSAGES.jobDismissed };
    },

    /**
     * Fails the jobs no server is working on any more, and prunes the ones no list shows. A job is
     * taken for interrupted when it went `staleAfterSeconds` without an update; with
     * `everyUnfinished` (a start on the embedded database, which only this process opens) every
     * queued or working one is. Without `prune`, old jobs are left for the next sweep.
     */
    async sweep({
      everyUnfinished = false,
      prune = true,
    }: {
      everyUnfinished?: boolean;
      prune?: boolean;
    } = {}) {
      const failed = await repository.failUnfinished(
        everyUnfinished ? null : staleAfterSeconds,
        FILE_WORK_MESSAGES.interrupted,
      );
      for (const job of failed) announce(job);
      const pruned = prune ? await repository.pruneOlderThan(FILE_JOBS_LIST_DAYS) : 0;
      return { failed: failed.length, pruned };
    },
  };
}

export type FileJobsService = ReturnType<typeof createFileJobsService>;
