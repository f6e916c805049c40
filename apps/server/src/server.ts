/**
 * The process's entry (decision 065). On the embedded database, PGlite begins opening before
 * the app's modules load: reading its WebAssembly and compiling it happen off the main thread,
 * beside the loading of the app, instead of after it. `start.ts` then opens the database it began.
 */
import { beginOpeningPglite } from './db/pglite-start.js';

const dataDir = process.env.DATA_DIR ?? './data';
if (!process.env.DATABASE_URL && dataDir) beginOpeningPglite(dataDir);
const { start } = await import('./start.js');
start();
