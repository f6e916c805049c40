import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILE_WORK_MESSAGES, IMPORT_MESSAGES } from '@quire/shared';
import { FILE_JOB_KINDS, FILE_JOB_STATUSES } from '@quire/shared/constants/file-jobs';
import type { FileJob } from '@quire/shared/schemas/file-jobs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { fileJobs } from '../../db/schema.js';
import { FILE_JOB_STALE_MARGIN_SECONDS } from './file-jobs.service.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/books');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
const changes: { userId: string; jobId: string; status: string }[] = [];

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
  ctx.app.events.on('file-job.changed', (change) => {
    changes.push(change);
  });
});

const importFile = (filename: string, data: Buffer, clientKey?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/books/import${clientKey ? `?clientKey=${clientKey}` : ''}`,
    token: owner.token,
    ...multipartFile(filename, data),
  });

const listJobs = async (user: TestUser) => {
  const res = await ctx.request({ method: 'GET', url: '/api/file-jobs', token: user.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { jobs: FileJob[] }).jobs;
};

const jobRow = async (id: string) => {
  const [row] = await ctx.app.db.select().from(fileJobs).where(eq(fileJobs.id, id));
  return row;
};

/** A job row written as a server that stopped `ageSeconds` ago would have left it. */
const leftBehind = async (status: 'queued' | 'working' | 'done' | 'failed', ageSeconds: number) => {
  const [row] = await ctx.app.db
    .insert(fileJobs)
    .values({
      userId: owner.id,
      kind: 'import',
      fileName: `left-${status}-${ageSeconds}.epub`,
      status,
      position: status === 'queued' ? 3 : null,
      createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
      updatedAt: sql`now() - make_interval(secs => ${ageSeconds})`,
    })
    .returning();
  return row!;
};

describe('the file_jobs table', () => {
  it('allows exactly the kinds and statuses of the contract', () => {
    expect(fileJobs.kind.enumValues).toEqual([...FILE_JOB_KINDS]);
    expect(fileJobs.status.enumValues).toEqual([...FILE_JOB_STATUSES]);
  });
});

describe('POST /api/books/import — its file job', () => {
  it('leaves a done job with the draft’s id and title, and announces each status', async () => {
    const from = changes.length;
    const res = await importFile('lantern-keeper.md', fixture('lantern-keeper.md'), 'key-done-1');
    expect(res.statusCode).toBe(201);
    const draft = res.json() as { _id: string; title: string };

    const [job] = (await listJobs(owner)).filter((candidate) => candidate.clientKey === 'key-done-1');
    expect(job).toMatchObject({
      kind: 'import',
      fileName: 'lantern-keeper.md',
      status: 'done',
      position: null,
      message: null,
      result: { bookId: draft._id, title: draft.title },
    });
    const mine = changes.slice(from).filter((change) => change.jobId === job!.id);
    expect(mine.map((change) => change.status)).toEqual(['queued', 'working', 'done']);
    expect(mine.every((change) => change.userId === owner.id)).toBe(true);
  });

  it('leaves a failed job with the refusal’s message, and the refusal answers as before', async () => {
    const res = await importFile('broken.epub', Buffer.from('This is not a zip file at all.'), 'key-refused');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: IMPORT_MESSAGES.notZip });

    const [job] = (await listJobs(owner)).filter((candidate) => candidate.clientKey === 'key-refused');
    expect(job).toMatchObject({
      fileName: 'broken.epub',
      status: 'failed',
      message: IMPORT_MESSAGES.notZip,
      result: null,
    });
  });

  it('records no job for a request refused before any work (no file)', async () => {
    const before = (await listJobs(owner)).length;
    const res = await ctx.request({
      method: 'POST',
      url: '/api/books/import',
      token: owner.token,
      ...multipartFile('lantern-keeper.md', 'x', { field: 'other' }),
    });
    expect(res.statusCode).toBe(400);
    expect(await listJobs(owner)).toHaveLength(before);
  });
});

describe('file jobs — tracking', () => {
  it('a failure that is not a refusal is recorded with a generic message and thrown on', async () => {
    const boom = new Error('disk on fire');
    await expect(
      ctx.app.fileJobs.track(
        { id: owner.id, role: 'reader' } as never,
        { kind: 'import', fileName: 'crash.txt', clientKey: 'key-crash' },
        async () => {
          throw boom;
        },
        () => ({ bookId: '00000000-0000-4000-8000-000000000000', title: 'never' }),
      ),
    ).rejects.toBe(boom);
    const [job] = (await listJobs(owner)).filter((candidate) => candidate.clientKey === 'key-crash');
    expect(job).toMatchObject({ status: 'failed', message: FILE_WORK_MESSAGES.failed });
    expect(job!.message).not.toContain('disk on fire');
  });

  it('writes the place in the wait list only when it changes', async () => {
    const from = changes.length;
    let seenWhileWaiting: unknown;
    await ctx.app.fileJobs.track(
      { id: owner.id, role: 'reader' } as never,
      { kind: 'import', fileName: 'waits.md', clientKey: 'key-waits' },
      async (onProgress) => {
        onProgress({ position: 2 });
        onProgress({ position: 2 });
        onProgress({ position: 1 });
        await new Promise((resolve) => setTimeout(resolve, 50));
        seenWhileWaiting = (await listJobs(owner)).find((job) => job.clientKey === 'key-waits');
        onProgress({ position: 1 });
        onProgress({ position: 0 });
        onProgress({ position: 0 });
        return 'value';
      },
      () => ({ bookId: '00000000-0000-4000-8000-000000000000', title: 'Waits' }),
    );
    expect(seenWhileWaiting).toMatchObject({ status: 'queued', position: 1 });
    const statuses = changes.slice(from).map((change) => change.status);
    // Inserted (queued), place 2, place 1, working, done.
    expect(statuses).toEqual(['queued', 'queued', 'queued', 'working', 'done']);
  });
});

describe('GET /api/file-jobs and DELETE /api/file-jobs/:id', () => {
  it('lists only the caller’s jobs, newest first', async () => {
    await importFile('harbour-notes.txt', fixture('harbour-notes.txt'), 'key-newest');
    const jobs = await listJobs(owner);
    expect(jobs[0]!.clientKey).toBe('key-newest');
    const times = jobs.map((job) => job.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await listJobs(other)).toEqual([]);
  });

  it('leaves out jobs older than 7 days', async () => {
    const old = await leftBehind('done', 8 * 24 * 3600);
    expect((await listJobs(owner)).map((job) => job.id)).not.toContain(old.id);
  });

  it('another user cannot dismiss a job: 404, and it stays', async () => {
    const [job] = await listJobs(owner);
    const res = await ctx.request({ method: 'DELETE', url: `/api/file-jobs/${job!.id}`, token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: FILE_WORK_MESSAGES.jobNotFound });
    expect(await jobRow(job!.id)).toBeDefined();
  });

  it('an unknown or malformed id is the same 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await ctx.request({ method: 'DELETE', url: `/api/file-jobs/${id}`, token: owner.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: FILE_WORK_MESSAGES.jobNotFound });
    }
  });

  it('the owner dismisses a job: it leaves the list', async () => {
    const [job] = await listJobs(owner);
    const res = await ctx.request({ method: 'DELETE', url: `/api/file-jobs/${job!.id}`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect((await listJobs(owner)).map((candidate) => candidate.id)).not.toContain(job!.id);
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/file-jobs' })).statusCode).toBe(401);
  });
});

describe('file jobs — the sweep after a restart', () => {
  it('fails queued and working jobs not updated for longer than the time limit plus the margin', async () => {
    const stale = ctx.app.env.FILE_WORK_TIMEOUT_SECONDS + FILE_JOB_STALE_MARGIN_SECONDS + 30;
    const queued = await leftBehind('queued', stale);
    const working = await leftBehind('working', stale);
    const fresh = await leftBehind('working', 5);
    const finished = await leftBehind('done', stale);
    const from = changes.length;

    await ctx.app.fileJobs.sweep();

    for (const job of [queued, working]) {
      expect(await jobRow(job.id)).toMatchObject({
        status: 'failed',
        position: null,
        message: FILE_WORK_MESSAGES.interrupted('import'),
      });
    }
    expect(await jobRow(fresh.id)).toMatchObject({ status: 'working', message: null });
    expect(await jobRow(finished.id)).toMatchObject({ status: 'done' });
    expect(
      changes
        .slice(from)
        .map((change) => change.jobId)
        .sort(),
    ).toEqual([queued.id, working.id].sort());
  });

  it('at a start on the embedded database, fails every unfinished job (no other process has one)', async () => {
    const fresh = await leftBehind('queued', 1);
    await ctx.app.fileJobs.sweep({ everyUnfinished: true });
    expect(await jobRow(fresh.id)).toMatchObject({ status: 'failed' });
  });

  it('runs when a server starts: on the embedded database every unfinished job, on PostgreSQL the stale ones', async () => {
    const stale = ctx.app.env.FILE_WORK_TIMEOUT_SECONDS + FILE_JOB_STALE_MARGIN_SECONDS + 30;
    const old = await leftBehind('working', stale);
    const recent = await leftBehind('queued', 1);
    // Another instance starting on the same database.
    const restarted = await buildApp({ env: ctx.app.env, database: ctx.database, logger: false });
    try {
      await restarted.ready();
      expect(await jobRow(old.id)).toMatchObject({ status: 'failed' });
      // On PostgreSQL, another live instance may be working on it: only its age says it is not.
      expect(await jobRow(recent.id)).toMatchObject({
        status: ctx.database.kind === 'pglite' ? 'failed' : 'queued',
      });
    } finally {
      await restarted.close();
    }
  });

  it('a start fails the unfinished jobs but leaves the pruning of old ones to the next sweep', async () => {
    const old = await leftBehind('failed', 8 * 24 * 3600);
    const restarted = await buildApp({ env: ctx.app.env, database: ctx.database, logger: false });
    try {
      await restarted.ready();
      expect(await jobRow(old.id)).toMatchObject({ status: 'failed' });
    } finally {
      await restarted.close();
    }
    await ctx.app.fileJobs.sweep();
    expect(await jobRow(old.id)).toBeUndefined();
  });

  it('prunes jobs older than 7 days', async () => {
    const old = await leftBehind('failed', 8 * 24 * 3600);
    await ctx.app.fileJobs.sweep();
    expect(await jobRow(old.id)).toBeUndefined();
  });
});
