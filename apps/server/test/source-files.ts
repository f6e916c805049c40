import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The server's own sources (apps/server/src), for the checks that read code rather than run it. */
export const SERVER_SOURCE = path.resolve(import.meta.dirname, '../src');

/** Every TypeScript file under `dir` (declaration files aside), as absolute paths. */
export function sourceFiles(dir: string = SERVER_SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(m|c)?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}
