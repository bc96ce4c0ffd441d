// Lighthouse's mobile run (a mid-range phone on slow 4G, simulated) on ten of the member app's pages
// (home, login, a project's detail, Me, Task, a chat room, Team, the lottery, recharge and withdraw),
// served by the compiled server with its demo content, in
// Debian's Chromium. Prints each page's performance and accessibility scores with first and largest
// contentful paint, total blocking time and layout shift; writes the figures to bench/results/.
// The pages come through a TLS terminator speaking HTTP/2 (bench/lib/tls-proxy.mjs), as a
// deployment serves them (README, "Serving"); with --h1, from the server itself over plain HTTP/1.1
// (six connections at most, which the simulation counts, and no brotli: Chromium asks for it only
// over TLS).
// Usage: node bench/lighthouse.mjs [--pages home,login,project,me,task,chatroom,team,lottery,recharge,withdraw]
//   [--runs 1] [--no-build] [--h1]
//   [--min-performance 0] [--min-accessibility 0]   (exits 1 when a page scores below either)
// The demo content is seeded only when a page needs it (all but login): `--pages login` starts faster.
// Every page but home and login is opened by the demo member, signed in.
// --setup-only does everything but Lighthouse's own run (server, Chromium, each page's first-visit
// storage): what the smoke run checks, as a simulated run on a busy 2-core host takes a minute or more
// and now and then paints nothing (NO_FCP).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium } from 'playwright-core';
import { api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { startTlsProxy } from './lib/tls-proxy.mjs';

/** The pages measured by default, in this order (web/src/shared/paths.ts has their routes). */
const PAGE_NAMES = [
  'home',
  'login',
  'project',
  'me',
  'task',
  'chatroom',
  'team',
  'lottery',
  'recharge',
  'withdraw',
];

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: PAGE_NAMES.join(',') },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    h1: { type: 'boolean', default: false },
    'setup-only': { type: 'boolean', default: false },
    'min-performance': { type: 'string', default: '0' },
    'min-accessibility': { type: 'string', default: '0' },
  },
});
const RUNS = Number(args.runs);
const h2 = !args.h1;
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 5) throw new Error('--runs must be an integer in [1, 5]');
const MIN = {
  performance: Number(args['min-performance']),
  accessibility: Number(args['min-accessibility']),
};
for (const [name, n] of Object.entries(MIN))
  if (!Number.isInteger(n) || n < 0 || n > 100)
    throw new Error(`--min-${name} must be an integer in [0, 100]`);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO = { areaCode: '1', phone: '2025550100', password: 'demo-pass-2026' };
// Ten pages take Lighthouse ~1 min each on a busy 2-core host.
const WATCHDOG_MS = 30 * 60_000;

/**
 * Lighthouse's trace gatherer, with the frame reporter's trace arguments under the name this
 * Lighthouse (12.2.3, trace engine 0.0.32) reads. Chromium now writes a PipelineReporter's
 * arguments as `frame_reporter`, where the trace engine's screenshot handler reads
 * `chrome_frame_reporter.frame_sequence`: it threw, and with it every audit built on the trace
 * engine (the largest paint's element, layout shifts, render-blocking resources), so the largest
 * paint printed "null". The metrics and scores do not come from the trace engine, so they are the same.
 */
class FrameReporterTrace extends Trace {
  getArtifact() {
    const trace = super.getArtifact();
    return {
      ...trace,
      traceEvents: trace.traceEvents.map((event) =>
        event.name === 'PipelineReporter' && event.args?.frame_reporter && !event.args.chrome_frame_reporter
          ? { ...event, args: { ...event.args, chrome_frame_reporter: event.args.frame_reporter } }
          : event,
      ),
    };
  }
}
const LIGHTHOUSE_CONFIG = {
  ...defaultConfig,
  artifacts: defaultConfig.artifacts.map((artifact) =>
    artifact.id === 'Trace' ? { id: 'Trace', gatherer: { implementation: FrameReporterTrace } } : artifact,
  ),
};

/**
 * The largest paint's element: the audit's details are a list whose first item is a table of one
 * node (the second, LCP's phases). Its selector, else its HTML, else why the audit had none.
 */
function lcpElementOf(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  return node?.selector || node?.snippet || (audit?.errorMessage ? `none (${audit.errorMessage})` : null);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const watchdog = setTimeout(() => {
  process.stderr.write('lighthouse: watchdog fired, giving up\n');
  process.exit(2);
}, WATCHDOG_MS);

const dataDir = tempDataDir('film-club-lighthouse-');
let server;
let proxy;
let chrome;
let origin;
try {
  if (!args['no-build']) {
    process.stdout.write('building…\n');
    const { execSync } = await import('node:child_process');
    execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
  }
  const chosen = args.pages.split(',').map((p) => p.trim());
  for (const name of chosen) if (!PAGE_NAMES.includes(name)) throw new Error(`unknown page ${name}`);
  // The demo member and its projects; home, too, shows the demo's films.
  const demo = chosen.some((name) => name !== 'login');
  server = await startServer({
    dataDir,
    entry: ['server/dist/main.js'],
    extraEnv: { DEMO_SEED: demo ? '1' : '0' },
    readyTimeoutMs: 240_000,
  });
  proxy = h2 ? await startTlsProxy(server.baseUrl) : undefined;
  origin = proxy?.baseUrl ?? server.baseUrl;
  let tokens;
  let projectId;
  let roomId;
  if (demo) {
    tokens = await api(server, 'POST', '/api/app/user/login/login', { body: DEMO });
    const projects = await api(server, 'GET', '/api/app/finance/proj/home?page=1&size=1');
    projectId = projects.list[0]?.id;
    if (!projectId) throw new Error('the demo content has no project to open');
    // The demo member's first chat room (the club's room the demo seeds), as the Chat tab lists it.
    const conversations = await api(server, 'GET', '/api/app/chat/comm/getAppConversationList', {
      token: tokens.token,
    });
    roomId = conversations[0]?.room.id;
    if (chosen.includes('chatroom') && !roomId) throw new Error('the demo member has no chat room to open');
  }

  const pages = {
    home: { url: '/#/', signedIn: false },
    login: { url: '/#/pages/user/login', signedIn: false },
    project: { url: `/#/pages/project/detail?id=${projectId}`, signedIn: true },
    me: { url: '/#/pages/me/index', signedIn: true },
    task: { url: '/#/pages/task/index', signedIn: true },
    chatroom: { url: `/#/pages/chat/room?id=${roomId}`, signedIn: true },
    team: { url: '/#/pages/team/index', signedIn: true },
    lottery: { url: '/#/pages/lottery/index', signedIn: true },
    recharge: { url: '/#/pages/recharge/index', signedIn: true },
    withdraw: { url: '/#/pages/withdraw/index', signedIn: true },
  };

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The terminator's certificate is self-signed, for 127.0.0.1 only.
      ...(h2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
  /**
   * A first visit, with or without a session: the HTTP cache, the service worker and its caches
   * emptied, and the session in the browser's storage as the app keeps it after a login
   * (web/src/api/storage.ts). Lighthouse's own reset would empty the storage too, so it is off.
   */
  async function setSession(signedIn) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage,local_storage',
    });
    // A file of the origin that is not the app: the app's index (which the server answers for any
    // unknown path, /favicon.ico too) would navigate while the storage is set.
    await page.goto(`${origin}/icon.svg`);
    await page.evaluate(
      ({ t, signedIn }) => {
        localStorage.clear();
        if (!signedIn) return;
        const now = Date.now();
        localStorage.setItem('token', JSON.stringify(t.token));
        localStorage.setItem('token_deadtime', String(now + t.expire * 1000));
        localStorage.setItem('refreshToken', JSON.stringify(t.refreshToken));
        localStorage.setItem('refreshToken_deadtime', String(now + t.refreshExpire * 1000));
      },
      { t: tokens, signedIn },
    );
    await page.close();
    await browser.close();
  }

  const results = {};
  for (const name of chosen) {
    const runs = [];
    let failures = 0;
    for (let i = 0; i < RUNS; i++) {
      await setSession(pages[name].signedIn);
      if (args['setup-only']) break;
      const { lhr } = await lighthouse(
        `${origin}${pages[name].url}`,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        LIGHTHOUSE_CONFIG,
      );
      // Lighthouse now and then loses the trace (NO_NAVSTART): that run is done again, twice at most.
      if (lhr.runtimeError) {
        if (++failures > 2) throw new Error(`${name}: ${lhr.runtimeError.message}`);
        i--;
        continue;
      }
      if (process.env.LH_DUMP)
        fs.writeFileSync(`${process.env.LH_DUMP}/${name}-${i}.json`, JSON.stringify(lhr));
      const audit = (id) => lhr.audits[id].numericValue;
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        bytes: Math.round(audit('total-byte-weight')),
        finalUrl: lhr.finalDisplayedUrl,
        // The host's CPU speed as Lighthouse measures it: the simulated phone's main-thread times are
        // this host's times × 4, so scores from hosts with different indexes do not compare.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        // What costs the scores, for the next one to look at.
        failedAccessibility: lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.score === 0)
          .map(
            (a) =>
              `${a.id}: ${(a.details?.items ?? [])
                .map((i) => i.node?.selector)
                .filter(Boolean)
                .slice(0, 3)
                .join(' | ')}`,
          ),
        lcpElement: lcpElementOf(lhr),
        mainThread: (lhr.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 3)
          .map((i) => `${i.url.replace(origin, '')} ${Math.round(i.total)} ms`),
      });
    }
    if (args['setup-only']) {
      process.stdout.write(
        `${name.padEnd(8)} set up (server, Chromium, first-visit storage); Lighthouse not run\n`,
      );
      continue;
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    results[name] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      kb: Math.round(pick('bytes') / 1024),
      benchmarkIndex: pick('benchmarkIndex'),
      finalUrl: runs[0].finalUrl,
      failedAccessibility: runs[0].failedAccessibility,
      lcpElement: runs[0].lcpElement,
      mainThread: runs[0].mainThread,
    };
    const r = results[name];
    process.stdout.write(
      `${name.padEnd(8)} performance ${r.performance}, accessibility ${r.accessibility}, FCP ${r.fcpMs} ms, ` +
        `LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, ${r.kb} KB (${r.finalUrl.replace(origin, '')})\n` +
        `         host CPU benchmark index ${r.benchmarkIndex}\n` +
        `         largest paint: ${r.lcpElement}; main thread: ${r.mainThread.join(', ')}\n` +
        r.failedAccessibility.map((f) => `         accessibility: ${f}\n`).join(''),
    );
  }
  const out = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `lighthouse-${Date.now()}.json`),
    `${JSON.stringify({ when: new Date().toISOString(), runs: RUNS, h2, results }, null, 2)}\n`,
  );
  for (const [name, r] of Object.entries(results)) {
    for (const [score, min] of Object.entries(MIN)) {
      if (r[score] >= min) continue;
      process.stderr.write(`${name}: ${score} ${r[score]} is below the budget of ${min}\n`);
      process.exitCode = 1;
    }
  }
} finally {
  await chrome?.kill();
  await proxy?.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
