#!/usr/bin/env node
// Prerenders the public pages of the built web app (decision 040): the landing page into
// landing.html (served for `/`) and the sign-in screen into auth.html (served for `/auth`), from
// the server-side build of apps/web/src/prerender.tsx. The pages then paint from their HTML, before
// any JavaScript has run, and hydrate when it has. Usage: prerender.mjs <dist> <server build dir>
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(process.argv[2] ?? 'dist');
const serverBuild = path.resolve(process.argv[3] ?? 'dist-prerender');
const { renderLanding, renderAppPage } = await import(
  pathToFileURL(path.join(serverBuild, 'prerender.js')).href
);

const ROOT = '<div id="root"></div>';

/**
 * Puts the markup into the page's #root. React renders a screen's <title> in place; it belongs in
 * the head, where the client-side React keeps it, so it replaces the page's own.
 */
function fill(html, markup) {
  if (!html.includes(ROOT)) throw new Error('prerender: the page has no empty #root');
  let body = markup;
  let page = html;
  const title = /<title>[^<]*<\/title>/.exec(body)?.[0];
  if (title) {
    body = body.replace(title, '');
    page = page.replace(/<title>[^<]*<\/title>/, title);
  }
  return page.replace(ROOT, `<div id="root">${body}</div>`);
}

/**
 * A prerendered app page knows its URL: the route-preload module's list (vite.config.ts) becomes
 * static <link rel="modulepreload"> tags, so its route code downloads with the entry without
 * waiting for that module to run, and the module is left out.
 */
function preloadRoute(html, pathname) {
  const tag =
    /<script type="module" async crossorigin src="\/(static\/js\/route-preload-[\w-]+\.js)"><\/script>\n\s*/.exec(
      html,
    );
  if (!tag) throw new Error('prerender: index.html has no route-preload script');
  const source = readFileSync(path.join(dist, tag[1]), 'utf8');
  const files = JSON.parse(/const files = (.*);/.exec(source)[1]);
  const routes = JSON.parse(/const routes = (.*);/.exec(source)[1]);
  const route = routes.find(([pattern]) => new RegExp(pattern, 'i').test(pathname));
  const links = (route?.[1] ?? [])
    .map((index) => `<link rel="modulepreload" crossorigin href="/${files[index]}">\n    `)
    .join('');
  return html.replace(tag[0], '').replace('<link rel="stylesheet"', `${links}<link rel="stylesheet"`);
}

const landing = path.join(dist, 'landing.html');
writeFileSync(landing, fill(readFileSync(landing, 'utf8'), renderLanding()));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
writeFileSync(path.join(dist, 'auth.html'), preloadRoute(fill(shell, await renderAppPage('/auth')), '/auth'));
rmSync(serverBuild, { recursive: true, force: true });
console.log('prerendered landing.html and auth.html');
