import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_SOURCE, sourceFiles } from '../../../test/source-files.js';

/**
 * Convention 15: XML (EPUB, OPDS, SVG…) is written by a builder that escapes, never by template
 * strings or `+`, where one forgotten escape breaks a book or a feed. This check reads the
 * server's sources and fails on a string that writes markup.
 */

/** Sources that may still write markup in strings (paths under apps/server/src), and why. */
const ALLOWED: Record<string, string> = {
  // The builder the OPDS feeds use (decision 057): it escapes every text and attribute itself,
  // and its output is checked byte for byte against xmlbuilder2's (xml-writer.test.ts).
  'lib/xml-writer.ts': 'a builder: writes the markup it is asked for, escaping every value',
};

/** Stands for an interpolated value (`${…}`, or a non-literal operand of `+`). */
const HOLE = '\u0000';
const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTE = `${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*')`;
/**
 * What only markup looks like: a declaration, a doctype or CDATA, a closing tag, a self-closing
 * tag, an opening tag with an attribute, or an opening tag right before a value. A lone `<id>`
 * in prose ("/api/images/<id>"), `a < b` or `Array<string>` is none of these.
 */
const MARKUP = new RegExp(
  [
    '<\\?xml\\b',
    '<!DOCTYPE\\b',
    '<!\\[CDATA\\[',
    `</${NAME}\\s*>`,
    `<${NAME}(?:\\s+${ATTRIBUTE})*\\s*/>`,
    `<${NAME}\\s+${NAME}\\s*=\\s*["']`,
    `<${NAME}(?:\\s+${ATTRIBUTE})*\\s*>${HOLE}`,
  ].join('|'),
  'i',
);

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The text a string expression writes, with a hole for each value put in; undefined when not a string. */
function writtenText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(HOLE);
  if (ts.isParenthesizedExpression(node)) return writtenText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = writtenText(node.left);
    const right = writtenText(node.right);
    if (left === undefined && right === undefined) return undefined;
    return (left ?? HOLE) + (right ?? HOLE);
  }
  return undefined;
}

/** Line and text of each string (template, literal or `+` chain) in `source` that writes markup. */
function markupIn(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const text = writtenText(node);
    if (text !== undefined) {
      if (MARKUP.test(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push({ line: line + 1, text: text.replaceAll(HOLE, '…').slice(0, 100) });
      }
      // A `+` chain is judged whole; its strings are not looked at again one by one.
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('XML in the server is written by a builder', () => {
  it('finds no string that writes markup in apps/server/src outside tests and the allow-list', () => {
    const files = sourceFiles(SERVER_SOURCE)
      .map((file) => path.relative(SERVER_SOURCE, file).split(path.sep).join('/'))
      .filter((file) => !isTest(file) && !Object.hasOwn(ALLOWED, file));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      markupIn(file, readFileSync(path.join(SERVER_SOURCE, file), 'utf8')).map(
        ({ line, text }) => `${file}:${line}: ${text}`,
      ),
    );
    expect(found, 'build XML with xmlbuilder2 (see lib/xml-document.ts)').toEqual([]);
  });

  it('keeps its allow-list to files that exist', () => {
    for (const file of Object.keys(ALLOWED))
      expect(readFileSync(path.join(SERVER_SOURCE, file), 'utf8').length).toBeGreaterThan(0);
  });

  it('tells markup being written from text that merely holds angle brackets', () => {
    // Samples write `@{…}` for an interpolation: a `${` in a plain string reads as a slip to the linter.
    const flagged = (code: string) => markupIn('sample.ts', code.replaceAll('@{', '\u0024{')).length > 0;
    for (const code of [
      'const a = `<h2>@{title}</h2>`;',
      'const a = `<item id="@{id}" href="x"/>`;',
      "const a = '<p class=\"' + name + '\">';",
      "const a = '<em>' + text + '</em>';",
      "const a = '<p>' + text;",
      "const a = lines.join('<br/>');",
      "const a = '</section>';",
      'const a = `<?xml version="1.0"?>\n<feed/>`;',
      "const a = '<!DOCTYPE html>';",
      'const a = `<link rel="@{rel}"@{title ? ` title="@{title}"` : ""}/>`;',
    ])
      expect(flagged(code), code).toBe(true);
    for (const code of [
      "const a = 'each is at /api/images/<id>';",
      "const a = 'books/<book id>.epub: each book you wrote';",
      'const a = `@{a} < @{b} && c > d`;',
      "const a = 'Array<string>';",
      "const a = 'Map<string, number>';",
      'const a = /<br\\s*\\/?>/g; // <p>comments are not strings</p>',
      "const a = '<' + tag;",
    ])
      expect(flagged(code), code).toBe(false);
  });
});
