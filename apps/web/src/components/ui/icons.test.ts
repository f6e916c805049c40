import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../..');
const VOCABULARY = path.join(SOURCE, 'components/ui/icons.ts');
/** The drawings that carry a meaning (favourite, like, vote, rating): only icons.ts names them. */
const MEANINGFUL = ['Heart', 'Star', 'ThumbsUp'];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('one icon per reader action (decision 056)', () => {
  it('names a heart, a star or a thumb from lucide-react only in the vocabulary', () => {
    const offenders: string[] = [];
    for (const file of sources(SOURCE)) {
      if (file === VOCABULARY) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
        const names = (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
        for (const name of names) {
          if (MEANINGFUL.includes(name ?? '')) offenders.push(`${path.relative(SOURCE, file)}: ${name}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
