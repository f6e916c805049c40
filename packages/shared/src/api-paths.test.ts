import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A path of the API is written once, in the endpoint table (./endpoints.ts); code takes it from the
 * table (the server), from ./routes.gen.ts generated from it (the app), or from what is derived
 * from them (the own-image helpers of ./domain.ts). This finds any other string, template or
 * regular-expression literal that spells one.
 */

const root = path.resolve(import.meta.dirname, '../../..');

/** The server's, the web app's and this package's sources, the web build's config and scripts. */
const CHECKED = [
  'packages/shared/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/pwa.config.ts',
  'scripts',
];

/**
 * Not checked: the table and its generated twin; tests, test helpers and measurements, which call
 * the API as any client does (like e2e/ and bench/, which are not scanned).
 */
const NOT_CHECKED = [
  /^packages\/shared\/src\/(?:endpoints|routes\.gen)\.ts$/,
  /\.test\.[cm]?[jt]sx?$/,
  /\.measure\.ts$/,
  /^apps\/web\/src\/testing\//,
];

/**
 * A path under /api: `/api/` and a segment, anywhere in the literal (`./api/` and `../api/` are a
 * module's folder; module names are skipped anyway). The namespace alone (`/api`, `/api/`, as the
 * dev proxy, the web-app fallback and the write hooks test for it) is not a call and may be written.
 */
const API_PATH = /(?<!\.)\/api\/[\w-]/;

/** /api addresses that are not calls of the table. */
const NOT_CALLS = new Map([
  ['/api/docs', 'the OpenAPI document and its viewer (@fastify/swagger-ui, registered in app.ts)'],
]);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
    child.name === 'node_modules' || child.name === 'dist'
      ? []
      : child.isDirectory()
        ? sourceFiles(path.posix.join(entry, child.name))
        : /\.(?:[cm]?[jt]s|tsx)$/.test(child.name)
          ? [path.posix.join(entry, child.name)]
          : [],
  );
}

const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;

/** Every string, template (its parts joined by `${…}`) and regular-expression literal of a file, with its line. */
function literalsOf(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    scriptKind(file),
  );
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    // Module names (`../api/get-book`) are not addresses.
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isRegularExpressionLiteral(node)) add(node, node.text.replace(/\\\//g, '/'));
    else if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API paths', () => {
  it('are written only in the endpoint table', () => {
    const files = CHECKED.flatMap(sourceFiles).filter((file) => !NOT_CHECKED.some((re) => re.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const spelled = files.flatMap((file) =>
      literalsOf(file)
        .filter(({ text }) => API_PATH.test(text) && !NOT_CALLS.has(text))
        .map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(
      spelled,
      'take the path from the endpoint table (server: endpoints.x.path; app: routes.x.path, buildPath)',
    ).toEqual([]);
  });
});
