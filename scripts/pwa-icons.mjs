// Writes the app's install icons (apps/web/public/icons) from the brand mark in favicon.svg.
// Run again after the logo changes: node scripts/pwa-icons.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const web = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', web), 'utf8');
// The mark without its rounded tile, for the maskable icon (the platform draws the shape).
const mark = svg.replace(/<rect[^>]*\/>/, '').replace('<title>Quire</title>', '');

const render = (source, size) => sharp(Buffer.from(source), { density: (72 * size) / 32 }).resize(size, size);

await render(svg, 192).png().toFile(new URL('icons/icon-192.png', web).pathname);
await render(svg, 512).png().toFile(new URL('icons/icon-512.png', web).pathname);
await render(svg, 180)
  .flatten({ background: '#a4412a' })
  .png()
  .toFile(new URL('icons/apple-touch-icon.png', web).pathname);
// Maskable: the mark inside the 80% safe zone of a full-bleed brand tile.
const inner = await render(mark, 330).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#a4412a' } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(new URL('icons/icon-maskable-512.png', web).pathname);
console.log('icons written');
