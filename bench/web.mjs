#!/usr/bin/env node
// `npm run bench:web`: the front-end budget. Starts the built app on a throw-away database,
// signs a reader in, and runs Lighthouse (npm package, system Chromium) on the landing page,
// the library and the reader. Writes bench/WEB-RESULTS.md and bench/web-results.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const budgets = { landingJsKb: 100, landingPerf: 95, appPerf: 90, cls: 0.05, thumbKb: 30 };
// Set to a folder to keep every run's full Lighthouse report (for bootup-time, long tasks, …).
const reportDir = process.env.BENCH_WEB_REPORTS;
// Runs per page (the median is reported) and, for experiments, a comma-separated subset of pages.
const runsPerPage = Number(process.env.BENCH_WEB_RUNS ?? 3);
const onlyPages = process.env.BENCH_WEB_PAGES?.split(',');
// Every run starts from a cold HTTP cache, as a first visit does: Lighthouse clears the browser
// cache and these storage types before each navigation. Local storage (the sign-in token) is not
// in the list, so the signed-in pages stay signed in. (`disableStorageReset` would also skip the
// cache clearing, so every run after the first was served from the cache and counted 0 bytes.)
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quire-web-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanup = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const user = {
    name: 'Budget Reader',
    email: `budget-${Date.now()}@example.com`,
    password: 'budget-password',
  };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    })
  ).json();
  const { books } = await (
    await fetch(`${base}/api/books?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json();

  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const pages = [
    { name: 'landing', url: `${base}/`, signedIn: false, perfBudget: budgets.landingPerf },
    { name: 'library', url: `${base}/book-library`, signedIn: true, perfBudget: budgets.appPerf },
    {
      name: 'reader',
      url: `${base}/book-reader?book=${books[0]._id}&chapter=1`,
      signedIn: true,
      perfBudget: budgets.appPerf,
    },
  ];
  const results = [];
  for (const target of pages.filter((p) => !onlyPages || onlyPages.includes(p.name))) {
    const page = await browser.newPage();
    await page.goto(`${base}/auth`);
    await page.evaluate(
      (t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')),
      target.signedIn ? token : null,
    );
    const runs = [];
    for (let i = 0; i < runsPerPage; i++) {
      let lhr;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is redone.
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(
          target.url,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes },
          undefined,
          page,
        ));
        if (!lhr.runtimeError || attempt === 3) break;
        console.warn(`${target.name}: run ${i + 1} failed (${lhr.runtimeError.code}), running it again`);
      }
      // A lost token would redirect to /auth and measure the sign-in screen instead.
      const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
      if (landedOn !== new URL(target.url).pathname) {
        throw new Error(
          `${target.name}: the audit ended on ${landedOn}, not ${new URL(target.url).pathname}`,
        );
      }
      if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${target.name}-${i + 1}.json`), JSON.stringify(lhr));
      }
      runs.push(lhr);
    }
    // The median run by performance score.
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const requests = lhr.audits['network-requests'].details.items;
    // Scripts by type or by extension (module preloads are not always typed Script), once per URL.
    const scripts = new Map(
      requests
        .filter((r) => r.resourceType === 'Script' || /\.m?js(?:[?#]|$)/.test(new URL(r.url).pathname))
        .map((r) => [r.url, r]),
    );
    const jsBytes = [...scripts.values()].reduce((s, r) => s + (r.transferSize ?? 0), 0);
    const thumbs = requests.filter((r) => r.resourceType === 'Image' && /\/api\/images\//.test(r.url));
    const unsized = lhr.audits['unsized-images']?.details?.items ?? [];
    results.push({
      name: target.name,
      url: target.url.replace(base, ''),
      performance: Math.round(lhr.categories.performance.score * 100),
      perfBudget: target.perfBudget,
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsKb: Number((jsBytes / 1024).toFixed(1)),
      jsFiles: scripts.size,
      coverImages: thumbs.length,
      unsizedImages: unsized.length,
      largestImageKb: Number((Math.max(0, ...thumbs.map((t) => t.transferSize ?? 0)) / 1024).toFixed(1)),
    });
    console.log(results.at(-1));
    await page.close();
  }
  await browser.close();
  if (onlyPages) console.log('BENCH_WEB_PAGES is set: the results files are left as they are');
  else {
    const landing = results.find((r) => r.name === 'landing');
    const lines = [
      '# Front-end budget',
      '',
      `Date: ${new Date().toISOString()}. Lighthouse ${lighthouse.version ?? '12'} (mobile preset, simulated throttling) on the system Chromium; median of ${runsPerPage} runs per page. Command: \`npm run bench:web\`.`,
      '',
      '| page | performance (budget) | FCP ms | LCP ms | TBT ms | CLS (≤ 0.05) | JS KB transferred (files) | cover images loaded | unsized images | largest cover image KB (≤ 30) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} \`${r.url.split('?')[0]}\` | ${r.performance} (≥ ${r.perfBudget}) | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} (${r.jsFiles}) | ${r.coverImages} | ${r.unsizedImages} | ${r.largestImageKb} |`,
      ),
      '',
      `Landing page JavaScript: ${landing.jsKb} KB compressed (budget ${budgets.landingJsKb} KB).`,
      '',
      'Every run starts with an empty HTTP cache (Lighthouse clears it before each navigation; the sign-in token in local storage is kept), so the JavaScript and image columns count what a first visit downloads, as sent over the wire (the server sends the pre-compressed brotli files). Cover images below the fold are lazy-loaded, so only those in the first screenful are counted.',
      '',
    ];
    writeFileSync(path.join(import.meta.dirname, 'WEB-RESULTS.md'), lines.join('\n'));
    writeFileSync(
      path.join(import.meta.dirname, 'web-results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log('wrote bench/WEB-RESULTS.md');
  }
} finally {
  cleanup();
}
