// The catalogue's in-memory search index alone (decision 068), without the server or a database:
// the titles and authors `generate.mjs` writes, for BENCH_INDEX_BOOKS books (1,000,000 by default),
// and the searches `run.mjs` sends for "a different search each request". Prints the time of one
// lookup (median of 5 rounds of 20,000 searches) and what the index holds. Needs `npm run build`.
//
//   node bench/search-index.mjs
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { NOUNS, WORDS } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { WindowIndex } = await import(path.join(root, 'apps/server/dist/modules/books/search-index.js'));
const { CANDIDATES_LIMIT } = await import(
  path.join(root, 'apps/server/dist/modules/books/search-index.repository.js')
);

const books = Number(process.env.BENCH_INDEX_BOOKS ?? 1_000_000);
const initcap = (word) => word[0].toUpperCase() + word.slice(1);

// run.mjs's varied search: word, noun and number, never the same twice.
const searches = Array.from(
  { length: 20_000 },
  (_, i) => `${WORDS[i % WORDS.length]} ${NOUNS[(i >> 3) % NOUNS.length]} ${i % 997}`,
);

/** Builds the index with the books in `order` (their rows in that order) and times the searches. */
function measure(label, order) {
  const builtAt = performance.now();
  const index = new WindowIndex();
  for (const g of order) {
    // As generate.mjs's SQL: `initcap(word) || ' ' || initcap(noun) || ' ' || g`, `'Author ' || (g % 7919)`.
    const title = `${initcap(WORDS[g % 20])} ${initcap(NOUNS[Math.floor(g / 20) % 20])} ${g}`;
    index.add(randomUUID(), title, `Author ${g % 7919}`);
  }
  index.compact();
  const buildMs = performance.now() - builtAt;
  const rounds = [];
  let named = 0;
  let narrowed = 0;
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    for (const q of searches) {
      const found = index.lookup(q, CANDIDATES_LIMIT);
      if (round === 0 && found) {
        narrowed += 1;
        named += found.length;
      }
    }
    rounds.push(((performance.now() - started) * 1000) / searches.length);
  }
  rounds.sort((a, b) => a - b);
  console.log(
    `search index, ${books.toLocaleString('en')} books ${label}: built in ${Math.round(buildMs)} ms; ` +
      `one lookup ${rounds[2].toFixed(1)} µs (median of 5 rounds of ${searches.length.toLocaleString('en')}; ` +
      `rounds ${rounds.map((r) => r.toFixed(1)).join(', ')}); ` +
      `${narrowed} of ${searches.length} searches narrowed, ${(named / Math.max(narrowed, 1)).toFixed(1)} books named on average`,
  );
}

const inOrder = Array.from({ length: books }, (_, i) => i + 1);
// The generated titles repeat in a cycle of 400 rows: read in that order, the lists' rows
// interleave in a pattern the processor learns. A library's rows follow no such cycle, which the
// same books in a shuffled order stand for.
const shuffled = [...inOrder];
let seed = 42;
for (let i = shuffled.length - 1; i > 0; i -= 1) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  const j = seed % (i + 1);
  [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
}
measure('in the order generate.mjs writes them', inOrder);
measure('in a shuffled order', shuffled);
