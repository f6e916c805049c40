import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_SOURCE, sourceFiles } from '../test/source-files.js';

/**
 * Convention 13: every repository and service is built once, in the composition root
 * (src/composition.ts), and handed out as `app.services`. Two instances of one service can
 * disagree (each keeps its own caches), so this check reads the server's sources and fails on a
 * call to a repository or service factory anywhere else. Tests build their own freely.
 */

/** Sources that may call the factories (paths under apps/server/src), and why. Keep it short. */
const ALLOWED: Record<string, string> = {
  'composition.ts': 'the composition root',
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A factory by its name (`createBooksService`) or by its file (`createIdempotencyStore` in a `.repository.ts`). */
const FACTORY_NAME = /^create[A-Z]\w*(Service|Repository)$/;
const FACTORY_FILE = /\.(service|repository)\.ts$/;

function parse(file: string, source: string) {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
}

const isExported = (node: ts.FunctionDeclaration) =>
  node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/** The factories `file` exports: `create…Service` / `create…Repository`, or any `create…` of a service or repository file. */
function factoriesIn(file: ts.SourceFile): string[] {
  return file.statements.flatMap((statement) => {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !isExported(statement)) return [];
    const name = statement.name.text;
    const factory =
      FACTORY_NAME.test(name) || (FACTORY_FILE.test(file.fileName) && /^create[A-Z]/.test(name));
    return factory ? [name] : [];
  });
}

/** Line and name of each call in `file` to one of `factories`. */
function callsIn(file: ts.SourceFile, factories: ReadonlySet<string>): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name && factories.has(name)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({ line: line + 1, name });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every `file:line: factory()` built outside the allow-list, among the non-test sources under `root`. */
function constructionsOutsideRoot(root: string): { factories: string[]; outside: string[] } {
  const files = sourceFiles(root)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !isTest(file))
    .map((file) => parse(file, readFileSync(path.join(root, file), 'utf8')));
  const factories = new Set(files.flatMap(factoriesIn));
  const outside = files
    .filter((file) => !Object.hasOwn(ALLOWED, file.fileName))
    .flatMap((file) =>
      callsIn(file, factories).map(({ line, name }) => `${file.fileName}:${line}: ${name}()`),
    );
  return { factories: [...factories].sort(), outside };
}

describe('the composition root builds every repository and service', () => {
  it('finds no repository or service built outside src/composition.ts (tests aside)', () => {
    const { factories, outside } = constructionsOutsideRoot(SERVER_SOURCE);
    expect(factories).toEqual(
      expect.arrayContaining([
        'createBooksService',
        'createLibraryService',
        'createBooksRepository',
        'createBooksCatalogueRepository',
        'createChaptersRepository',
        'createOutboxRepository',
      ]),
    );
    expect(factories.length).toBeGreaterThan(30);
    expect(outside, 'build it in src/composition.ts and take it from app.services').toEqual([]);
  });

  it('keeps its allow-list to files that exist', () => {
    for (const file of Object.keys(ALLOWED))
      expect(readFileSync(path.join(SERVER_SOURCE, file), 'utf8').length).toBeGreaterThan(0);
  });

  it('tells a factory call from a mention', () => {
    const factories = new Set(['createBooksService', 'createImagesRepository']);
    const calls = (code: string) => callsIn(parse('sample.ts', code), factories).map((call) => call.name);
    expect(calls('const s = createBooksService({ books });')).toEqual(['createBooksService']);
    expect(calls('const r = repos.createImagesRepository(db);')).toEqual(['createImagesRepository']);
    expect(calls('const s = wrap(createImagesRepository(db));')).toEqual(['createImagesRepository']);
    expect(calls('type S = ReturnType<typeof createBooksService>;')).toEqual([]);
    expect(calls("import { createBooksService } from './books.service.js';")).toEqual([]);
    expect(calls('// createBooksService(deps) is called by the root')).toEqual([]);
  });
});
