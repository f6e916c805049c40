import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.js';
import { dropTestDatabases, runTag, sweepTestDatabases, templateDatabaseName } from './test-databases.js';

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (PGlite: a dumped data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.QUIRE_TEST_DB ?? 'pglite';
  const url = process.env.TEST_DATABASE_URL;
  // Every PostgreSQL database the run makes carries its tag (test-databases.ts).
  const run = runTag();
  project.provide('testRun', run);
  if (kind === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    // Before anything else: what earlier runs left behind (a crash, a killed worker).
    await sweepTestDatabases(url, { run, stale: true });
    const templateName = templateDatabaseName(run);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${templateName}`);
    } finally {
      await admin.end();
    }
    try {
      const db = await openPostgres(withDatabase(url, templateName), { max: 1 });
      await db.close();
    } catch (error) {
      await dropTestDatabases(url, [templateName]);
      throw error;
    }
    project.provide('pgTemplate', templateName);
    // After the last test file: the template and any database of this run a test file left.
    return () => sweepTestDatabases(url, { run, stale: false });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-test-'));
  const db = await openPglite();
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await db.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    // Tests of several servers make PostgreSQL databases here too when TEST_DATABASE_URL is set.
    if (url) await sweepTestDatabases(url, { run, stale: false });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
    /** This run's tag, in the name of every PostgreSQL database it makes. */
    testRun: string;
  }
}
