import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_SOURCE, sourceFiles } from '../test/source-files.js';

/**
 * Every text the server answers with comes from the shared messages (packages/shared), where the
 * app reads the same words: an error helper given a string written in place is a text nobody can
 * find, translate or test against. This reads the server's sources and fails on one.
 */

const HELPERS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMedia',
  'tooManyRequests',
]);

const isText = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

/** Line and callee of each error whose message is written in place in `source`. */
function writtenMessages(fileName: string, source: string) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const callee =
      ts.isCallExpression(node) && ts.isIdentifier(node.expression)
        ? node.expression.text
        : ts.isNewExpression(node) && ts.isIdentifier(node.expression)
          ? node.expression.text
          : undefined;
    const args = (node as ts.CallExpression).arguments;
    const message = callee === 'AppError' ? args?.[2] : callee && HELPERS.has(callee) ? args?.[0] : undefined;
    if (isText(message)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${fileName}:${line + 1}: ${callee}(${message!.getText(file).slice(0, 60)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('error messages come from the shared messages', () => {
  it('finds no error helper or AppError given a text written in place', () => {
    const files = sourceFiles().filter((file) => !/\.test\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      writtenMessages(path.relative(SERVER_SOURCE, file), readFileSync(file, 'utf8')),
    );
    expect(found, 'add the text to packages/shared/src/messages and use it from there').toEqual([]);
  });

  it('tells a written text from a shared one', () => {
    expect(writtenMessages('a.ts', "throw notFound('User not found');")).toHaveLength(1);
    expect(writtenMessages('a.ts', "throw new AppError(400, 'X', `Bad request`);")).toHaveLength(1);
    expect(writtenMessages('a.ts', 'throw notFound(API_MESSAGES.userNotFound);')).toEqual([]);
    expect(writtenMessages('a.ts', "throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');")).toEqual([]);
  });
});
