// First loads in headless Chromium: the member app's login route and home (signed out, with the
// demo content), at a phone's viewport, and the back office's sign-in (desktop window). Every JS and
// CSS response each page fetched until the network went quiet (home's lower half and carousel come
// after its first paint, and count), gzipped (zlib level 9) and summed per type, against its
// budgets. Exits 1 when any is over budget.
// Usage: node bench/bundle-size.mjs [--web-dist DIR]
//   builds both apps first when a dist has no index.html; --web-dist measures that build of the
//   member app instead of web/dist (an A/B of two builds: copy one aside, build the other)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';

/** What is measured: each app's first screen, at the window its users have. */
const TARGETS = [
  {
    name: 'login',
    label: 'Member login route',
    route: '/#/pages/user/login',
    dist: 'web',
    env: 'WEB_DIST',
    viewport: { width: 390, height: 844 },
    // What shows the page rendered (each target names one): a blank or broken page measures nothing.
    ready: 'input[type="password"]',
    budgetKb: { js: 138, css: 25 },
  },
  {
    name: 'home',
    label: 'Member home, signed out',
    route: '/#/',
    dist: 'web',
    env: 'WEB_DIST',
    viewport: { width: 390, height: 844 },
    // The demo's banners and its trailers (the lower half, loaded after the first paint).
    demo: true,
    ready: '[data-testid="home-trailer"]',
    budgetKb: { js: 205, css: 25 },
  },
  {
    // Operators work on desktops over office connections; antd's desktop kit weighs more.
    name: 'back-office',
    label: 'Back office sign-in',
    route: '/admin/',
    dist: 'admin',
    env: 'ADMIN_DIST',
    viewport: { width: 1440, height: 900 },
    ready: 'input[type="password"]',
    budgetKb: { js: 350, css: 25 },
  },
];
const { values: args } = parseArgs({ options: { 'web-dist': { type: 'string' } } });
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const STAMP = new Date().toISOString().replace(/[:.]/g, '-');
const WATCHDOG_MS = 15 * 60_000;
const KB = 1024;

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}
setTimeout(async () => {
  console.error(`watchdog: bundle-size ran past ${WATCHDOG_MS / 60_000} min; cleaning up`);
  await cleanup();
  process.exit(2);
}, WATCHDOG_MS).unref();

/** The built apps, or a build of them when one is missing. */
function ensureBuild() {
  const missing = () => TARGETS.filter((t) => !fs.existsSync(path.join(ROOT, t.dist, 'dist', 'index.html')));
  if (missing().length === 0) return;
  console.log(
    `${missing()
      .map((t) => `${t.dist}/dist`)
      .join(', ')} missing: running \`npm run build\`…`,
  );
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', timeout: 10 * 60_000 });
  if (missing().length > 0) throw new Error('npm run build left a dist without index.html');
}

/**
 * A private copy of an app's dist, so a rebuild running meanwhile (which empties the dist first)
 * cannot change what is measured halfway. Refuses a copy whose index.html names assets it lacks.
 */
function snapshotDist(app) {
  const dir = tempDataDir(`film-club-bundle-${app}-`);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const source =
    app === 'web' && args['web-dist'] ? path.resolve(args['web-dist']) : path.join(ROOT, app, 'dist');
  fs.cpSync(source, dir, { recursive: true });
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const missing = refs.filter(
    (ref) => !/^https?:/.test(ref) && !fs.existsSync(path.join(dir, ref.replace(/^(\.?\/)?(admin\/)?/, ''))),
  );
  if (missing.length > 0) {
    throw new Error(
      `${app}/dist is incomplete (a build in progress?): index.html names missing ${missing.join(', ')}`,
    );
  }
  return dir;
}

function typeOf(url, contentType) {
  const pathname = new URL(url).pathname;
  if (/javascript|ecmascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (/text\/css/.test(contentType) || /\.css$/.test(pathname)) return 'css';
  return undefined;
}

/** One server serving snapshots of both apps, and one browser. */
async function setUp() {
  ensureBuild();
  const extraEnv = Object.fromEntries(TARGETS.map((t) => [t.env, snapshotDist(t.dist)]));
  if (TARGETS.some((t) => t.demo)) extraEnv.DEMO_SEED = '1';
  const dataDir = tempDataDir();
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The demo seed (home's banners, films and trailers) takes a while on a busy 2-core host.
  const server = await startServer({ dataDir, extraEnv, readyTimeoutMs: 240_000 });
  cleanups.push(() => stopServer(server));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  cleanups.push(() => browser.close());
  return { server, browser };
}

async function measure({ server, browser }, target) {
  const context = await browser.newContext({ viewport: target.viewport, locale: 'en-US' });
  cleanups.push(() => context.close());
  const page = await context.newPage();

  const files = new Map();
  const pending = [];
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('requestfailed', (req) =>
    problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    const url = response.url();
    if (!/^https?:/.test(url)) return;
    const type = typeOf(url, response.headers()['content-type'] ?? '');
    if (!type || files.has(url)) return;
    files.set(url, { type, status: response.status() });
    pending.push(
      response.body().then(
        (body) => {
          Object.assign(files.get(url), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        },
        (error) => problems.push(`no body for ${url}: ${error.message}`),
      ),
    );
  });

  const url = `${server.baseUrl}${target.route}`;
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await Promise.all(pending);
  const ready = await page
    .locator(target.ready)
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  const screenshot = path.join(RESULTS_DIR, `bundle-${target.name}-${STAMP}.png`);
  await page.screenshot({ path: screenshot });
  // Anything fetched after network idle (e.g. while waiting for the page) counts too.
  await Promise.all(pending);

  const list = [...files.entries()].map(([u, f]) => ({ path: new URL(u).pathname, ...f }));
  const total = (type) => list.filter((f) => f.type === type).reduce((sum, f) => sum + (f.gzip ?? 0), 0);
  return { url, ready, screenshot, list, problems, totals: { js: total('js'), css: total('css') } };
}

function report(target, r) {
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  console.log(
    `\n${target.label} first load: ${r.url} (${target.viewport.width}×${target.viewport.height}, headless Chromium)\n`,
  );
  console.log(`${'file'.padEnd(52)} ${'type'.padEnd(4)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)}`);
  for (const f of [...r.list].sort((a, b) => a.type.localeCompare(b.type) || (b.gzip ?? 0) - (a.gzip ?? 0))) {
    const status = f.status === 200 ? '' : `  (HTTP ${f.status})`;
    console.log(
      `${f.path.padEnd(52)} ${f.type.padEnd(4)} ${kb(f.raw ?? 0).padStart(10)} ${kb(f.gzip ?? 0).padStart(10)}${status}`,
    );
  }
  const count = (type) => r.list.filter((f) => f.type === type).length;
  const over = [];
  console.log('');
  for (const type of ['js', 'css']) {
    const ok = r.totals[type] <= target.budgetKb[type] * KB;
    if (!ok) over.push(type);
    console.log(
      `${type.toUpperCase().padEnd(3)} ${String(count(type)).padStart(3)} files  ${kb(r.totals[type]).padStart(9)} gzipped  budget ${target.budgetKb[type]} KB  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (!r.ready) console.log(`\nthe page's ${target.ready} did not appear: see the screenshot`);
  for (const p of r.problems.slice(0, 20)) console.log(`note: ${p}`);
  console.log(`screenshot: ${path.relative(ROOT, r.screenshot)}`);
  return over.length === 0 && r.ready && count('js') > 0;
}

let exitCode = 1;
try {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const env = await setUp();
  const results = [];
  let ok = true;
  for (const target of TARGETS) {
    const r = await measure(env, target);
    ok = report(target, r) && ok;
    results.push({ name: target.name, budgetKb: target.budgetKb, ...r });
  }
  const file = path.join(RESULTS_DIR, `bundle-${STAMP}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\nraw results: ${path.relative(ROOT, file)}`);
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error.stack ?? error);
} finally {
  await cleanup();
}
process.exit(exitCode);
