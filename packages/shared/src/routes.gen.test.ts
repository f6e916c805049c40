import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, renderRoutes } from '../scripts/generate-routes.mjs';
import { endpoints } from './endpoints.js';

describe('routes.gen.ts', () => {
  it('is what the endpoint table generates now', () => {
    expect(
      readFileSync(GENERATED_FILE, 'utf8'),
      'routes.gen.ts is out of date: run `npm run generate:routes`',
    ).toBe(renderRoutes(endpoints));
  });
});
