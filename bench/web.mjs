#!/usr/bin/env node
// `npm run bench:web`: the front-end budget. Starts the built app on a throw-away database,
// signs a reader in, and runs Lighthouse (npm package, system Chromium) on the landing page, the
// sign-in screen, the library, the dashboard and the reader. Writes bench/WEB-RESULTS.md (the targets, met or
// missed, and for each miss where the trace says the time goes) and bench/web-results.json.
// Run `npm run build` first: it measures the built app in apps/web/dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The built web app the server sends (WEB_DIST, as the server reads it), for the gzip sizes.
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
// The targets: Lighthouse mobile performance per page (median of the runs), the landing page's
// Largest Contentful Paint and the JavaScript a first visit of the landing page downloads.
const budgets = { landingJsKb: 100, landingLcpMs: 1500, cls: 0.05, thumbKb: 30 };
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
const server = spawn(process.execPath, [path.join(root, 'apps/server/bundle/server.js')], {
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
    { name: 'landing', url: `${base}/`, signedIn: false, perfBudget: 97 },
    { name: 'auth', url: `${base}/auth`, signedIn: false, perfBudget: 95 },
    { name: 'library', url: `${base}/book-library`, signedIn: true, perfBudget: 92 },
    // Where readers land after signing in: its LCP should be at or under the library's.
    { name: 'dashboard', url: `${base}/dashboard`, signedIn: true, perfBudget: 92 },
    {
      name: 'reader',
      url: `${base}/book-reader?book=${books[0]._id}&chapter=1`,
      signedIn: true,
      perfBudget: 92,
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
    const jsGzipBytes = [...scripts.values()].reduce((s, r) => s + gzipSizeOf(r.url), 0);
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
      jsGzipKb: Number((jsGzipBytes / 1024).toFixed(1)),
      runScores: runs.map((run) => Math.round(run.categories.performance.score * 100)),
      jsFiles: scripts.size,
      coverImages: thumbs.length,
      unsizedImages: unsized.length,
      largestImageKb: Number((Math.max(0, ...thumbs.map((t) => t.transferSize ?? 0)) / 1024).toFixed(1)),
      trace: whereTheTimeGoes(lhr),
    });
    console.log(results.at(-1));
    await page.close();
  }
  await browser.close();
  if (onlyPages) console.log('BENCH_WEB_PAGES is set: the results files are left as they are');
  else {
    writeFileSync(path.join(import.meta.dirname, 'WEB-RESULTS.md'), report(results).join('\n'));
    writeFileSync(
      path.join(import.meta.dirname, 'web-results.json'),
      // Arrays of numbers on one line, as the repository's formatter writes them.
      `${JSON.stringify(
        results.map(({ trace, ...result }) => result),
        null,
        2,
      ).replace(/\[\s+([\d.,\s]+?)\s+\]/g, (_, inner) => `[${inner.split(/,\s*/).join(', ')}]`)}\n`,
    );
    console.log('wrote bench/WEB-RESULTS.md');
  }
} finally {
  cleanup();
}

/** The gzip size of a built file (the build writes a .gz beside each one), by its URL. */
function gzipSizeOf(url) {
  const file = path.join(webDist, decodeURIComponent(new URL(url).pathname));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  // Files under 1 KB are not precompressed: they count as they are.
  return existsSync(file) ? readFileSync(file).length : 0;
}

function ms(value) {
  return `${Math.round(value)} ms`;
}

function shortUrl(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * Where the median run's time goes, from its trace: each metric with its score, the Largest
 * Contentful Paint element and its phases, render-blocking requests, the longest request chain,
 * the scripts that cost the most main-thread time and the main thread's work by kind.
 */
function whereTheTimeGoes(lhr) {
  const audit = (id) => lhr.audits[id];
  const metric = (id) => ({
    title: audit(id).title,
    value: audit(id).displayValue,
    score: Math.round((audit(id).score ?? 0) * 100),
  });
  const lcpDetails = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const lcpNode = lcpDetails[0]?.items?.[0]?.node;
  const lcpPhases = (lcpDetails[1]?.items ?? []).map((item) => `${item.phase} ${ms(item.timing)}`);
  const chains = audit('critical-request-chains')?.details?.longestChain;
  return {
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
    ].map(metric),
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (\`${(lcpNode.snippet ?? '').slice(0, 80)}\`)` : null,
    lcpPhases,
    renderBlocking: (audit('render-blocking-resources')?.details?.items ?? []).map(
      (item) => `${shortUrl(item.url)} (${ms(item.wastedMs ?? 0)})`,
    ),
    longestChain: chains ? `${chains.length} requests, ${ms(chains.duration)}` : null,
    scripts: (audit('bootup-time')?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${shortUrl(item.url)} ${ms(item.total)} (script ${ms(item.scripting)})`),
    mainThread: (audit('mainthread-work-breakdown')?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`),
  };
}

/** WEB-RESULTS.md: the targets (met or missed), every page's numbers, and the trace of each miss. */
function report(results) {
  const page = (name) => results.find((r) => r.name === name);
  const landing = page('landing');
  const met = (ok) => (ok ? 'met' : '**missed**');
  const targets = [
    {
      measure: 'landing page JavaScript on a first visit (gzip)',
      target: `≤ ${budgets.landingJsKb} KB`,
      measured: landing
        ? `${landing.jsGzipKb} KB gzip (${landing.jsKb} KB brotli as sent, ${landing.jsFiles} files)`
        : 'not measured',
      ok: landing ? landing.jsGzipKb <= budgets.landingJsKb : false,
      page: 'landing',
    },
    ...results.map((r) => ({
      measure: `Lighthouse mobile performance, ${r.name} \`${r.url.split('?')[0]}\``,
      target: `≥ ${r.perfBudget}`,
      measured: `${r.performance} (runs: ${r.runScores.join(', ')})`,
      ok: r.performance >= r.perfBudget,
      page: r.name,
    })),
    {
      measure: 'Largest Contentful Paint, landing, Lighthouse mobile',
      target: `≤ ${(budgets.landingLcpMs / 1000).toFixed(1)} s`,
      measured: landing ? `${(landing.lcpMs / 1000).toFixed(2)} s` : 'not measured',
      ok: landing ? landing.lcpMs <= budgets.landingLcpMs : false,
      page: 'landing',
    },
  ];
  const missedPages = [...new Set(targets.filter((t) => !t.ok).map((t) => t.page))];
  const load = os.loadavg().map((value) => value.toFixed(2));
  return [
    '# Front-end budget',
    '',
    `Date: ${new Date().toISOString()}. Lighthouse ${lighthouse.version ?? '12'} (mobile preset, simulated throttling) on the system Chromium; median of ${runsPerPage} runs per page (by performance score). Command: \`npm run build && npm run bench:web\`, on a fresh embedded start with the demo catalogue. Machine: ${os.cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min) when the runs ended.`,
    '',
    '## Targets',
    '',
    '| measure | target | measured | |',
    '|---|---|---|---|',
    ...targets.map((t) => `| ${t.measure} | ${t.target} | ${t.measured} | ${met(t.ok)} |`),
    '',
    '## Pages',
    '',
    '| page | performance (target) | FCP ms | LCP ms | TBT ms | CLS (≤ 0.05) | JS KB gzip / as sent (files) | cover images loaded | unsized images | largest cover image KB (≤ 30) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} \`${r.url.split('?')[0]}\` | ${r.performance} (≥ ${r.perfBudget}) | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsGzipKb} / ${r.jsKb} (${r.jsFiles}) | ${r.coverImages} | ${r.unsizedImages} | ${r.largestImageKb} |`,
    ),
    '',
    'Every run starts with an empty HTTP cache (Lighthouse clears it before each navigation; the sign-in token in local storage is kept), so the JavaScript and image columns count what a first visit downloads: "as sent" is the brotli transfer the server makes, "gzip" the same files gzip-compressed (the target\'s unit). Cover images below the fold are lazy-loaded, so only those in the first screenful are counted.',
    '',
    '## Where the time goes',
    '',
    missedPages.length
      ? 'For each page that misses a target, from the trace of its median run:'
      : "Every target is met. The trace of each page's median run, for the next change:",
    '',
    ...results
      .filter((r) => !missedPages.length || missedPages.includes(r.name))
      .flatMap((r) => [
        `### ${r.name} \`${r.url.split('?')[0]}\``,
        '',
        `- Metrics (score): ${r.trace.metrics.map((m) => `${m.title} ${m.value} (${m.score})`).join('; ')}.`,
        `- Largest Contentful Paint element: ${r.trace.lcpElement ?? 'none recorded'}${r.trace.lcpPhases.length ? `; phases: ${r.trace.lcpPhases.join(', ')}` : ''}.`,
        `- Render-blocking requests: ${r.trace.renderBlocking.length ? r.trace.renderBlocking.join(', ') : 'none'}; longest request chain: ${r.trace.longestChain ?? 'n/a'}.`,
        `- Main-thread time by script: ${r.trace.scripts.join('; ') || 'n/a'}.`,
        `- Main-thread work by kind: ${r.trace.mainThread.join('; ') || 'n/a'}.`,
        '',
      ]),
  ];
}
