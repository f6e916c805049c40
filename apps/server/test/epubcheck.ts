import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const JAR = '/usr/share/java/epubcheck.jar';

/**
 * How to run Debian's epubcheck here: its jar through java (the /usr/bin/epubcheck link needs a
 * binfmt handler that many machines lack), else the command. Undefined when neither works.
 */
export async function findEpubcheck(): Promise<string[] | undefined> {
  // A short-lived JVM: the quick compiler and the serial collector start it in about half the time.
  const java = ['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xshare:auto', '-jar', JAR];
  const candidates = [...(existsSync(JAR) ? [java] : []), ['epubcheck']];
  for (const command of candidates) {
    // `--version` with no file exits 1 after printing the version: the text decides.
    const output = await run(command[0]!, [...command.slice(1), '--version']).then(
      ({ stdout, stderr }) => stdout + stderr,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    if (/EPUBCheck v\d/i.test(output)) return command;
  }
  return undefined;
}

/** Runs epubcheck on the bytes; answers its report and whether it found no error and no warning. */
export async function epubcheck(command: string[], bytes: Uint8Array, name = 'book.epub') {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-epubcheck-'));
  const file = path.join(dir, name);
  try {
    await writeFile(file, bytes);
    const result = await run(command[0]!, [...command.slice(1), file]).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? 1,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    const clean = result.code === 0 && /No errors or warnings detected/i.test(result.output);
    return { clean, output: result.output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
