import { createRequire } from 'node:module';
import { vi } from 'vitest';

/**
 * Readium's OPDS 2.0 model (r2-opds-js, the parser of Thorium Reader), for the catalogue tests:
 * a document is parsed "without errors" when deserialising it into the model throws nothing, the
 * model logs none of its complaints (it reports a missing title, links or images with
 * console.log), and no key is left over as JSON the model does not know.
 */
const require = createRequire(import.meta.url);
const dist = 'r2-opds-js/dist/es8-es2017/src/opds';
const globals = require(`${dist}/init-globals`);
globals.initGlobalConverters_GENERIC();
globals.initGlobalConverters_OPDS();
const { TaJsonDeserialize } = require('r2-lcp-js/dist/es8-es2017/src/serializable');

type Model = new () => object;
export const OPDSFeed: Model = require(`${dist}/opds2/opds2`).OPDSFeed;
export const OPDSPublication: Model = require(`${dist}/opds2/opds2-publication`).OPDSPublication;
export const OPDSAuthenticationDoc: Model = require(
  `${dist}/opds2/opds2-authentication-doc`,
).OPDSAuthenticationDoc;

/** Where, in a parsed document, keys the model did not know were kept aside. */
function unknownKeys(value: unknown, path: string, found: string[]) {
  if (!value || typeof value !== 'object') return found;
  const additional = (value as { AdditionalJSON?: Record<string, unknown> }).AdditionalJSON;
  if (additional && Object.keys(additional).length > 0)
    found.push(`${path}: ${Object.keys(additional).join(', ')}`);
  for (const [key, child] of Object.entries(value))
    if (key !== 'AdditionalJSON') unknownKeys(child, `${path}.${key}`, found);
  return found;
}

/**
 * Deserialises `json` into the Readium model `type`; throws with what went wrong when the model
 * complained or left keys aside. Answers the model object (PascalCase fields: `Metadata.Title`).
 */
// biome-ignore lint/suspicious/noExplicitAny: the model's classes come untyped through require.
export function parseWithReadium(json: unknown, type: Model): any {
  const complaints: string[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      complaints.push(args.map(String).join(' '));
    }),
  );
  let parsed: object;
  try {
    parsed = TaJsonDeserialize(json, type);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  if (!(parsed instanceof type)) throw new Error(`Readium did not build a ${type.name}`);
  const unknown = unknownKeys(parsed, type.name, []);
  if (complaints.length > 0 || unknown.length > 0)
    throw new Error(
      `Readium's ${type.name} model: ${[...complaints, ...unknown.map((u) => `unknown ${u}`)].join('; ')}`,
    );
  return parsed;
}
