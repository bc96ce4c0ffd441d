// The stall probe every load bench runs beside its load: `GET /api/health/live` (an open route that
// does no I/O) on each server every 100 ms, one at a time, from a worker thread of its own, so that
// the bench's own busy event loop (autocannon, sockets) does not add to what it measures. The worst
// response time seen is how long the server's event loop (or its queue) kept a trivial request
// waiting. A request still unanswered when a lap or the probe ends counts for as long as it has
// waited so far. Failed pings (a refused connection, the 10 s timeout) are counted, never thrown.
//
//   const probe = startStallProbe([server.baseUrl]);
//   … load …
//   probe.lap();              // { worstMs, pings, failures } since the previous lap (or the start)
//   await probe.stop();       // the same over the whole probe, per target too
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const PATH = '/api/health/live';
// Per target, in the shared buffer: pings, failures, worst µs, worst µs this lap (Int32), and the
// start of the ping in flight, as an epoch time in ms (Float64, 0 when none).
const INTS = 4;

const now = () => performance.timeOrigin + performance.now();

if (!isMainThread && workerData?.stallProbe) {
  const { urls, intervalMs, timeoutMs, ints, floats } = workerData.stallProbe;
  const counts = new Int32Array(ints);
  const inFlight = new Float64Array(floats);
  let running = true;
  parentPort.on('message', (m) => {
    if (m === 'stop') running = false;
  });
  const ping = async (url, t) => {
    const base = t * INTS;
    const started = now();
    inFlight[t] = started;
    let ok = false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      ok = res.ok;
    } catch {
      ok = false;
    }
    const us = Math.round((now() - started) * 1000);
    inFlight[t] = 0;
    Atomics.add(counts, base, 1);
    if (!ok) Atomics.add(counts, base + 1, 1);
    if (us > Atomics.load(counts, base + 2)) Atomics.store(counts, base + 2, us);
    if (us > Atomics.load(counts, base + 3)) Atomics.store(counts, base + 3, us);
  };
  // Each target on its own loop, so a stalled server does not delay the pings to the other. The
  // first ping, which opens the connection and warms the worker up, is not counted.
  await Promise.all(
    urls.map(async (url, t) => {
      await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
        .then((res) => res.arrayBuffer())
        .catch(() => {});
      while (running) {
        const started = now();
        await ping(url, t);
        await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (now() - started))));
      }
    }),
  );
  parentPort.postMessage('stopped');
}

/**
 * Starts probing `baseUrls` (one server's or several) every `intervalMs`. `lap()` reads and resets
 * the worst of the current lap; `stop()` ends the probe and returns the whole run's figures.
 */
export function startStallProbe(baseUrls, { intervalMs = 100, timeoutMs = 10_000 } = {}) {
  const urls = (Array.isArray(baseUrls) ? baseUrls : [baseUrls]).map((b) => `${b}${PATH}`);
  const ints = new SharedArrayBuffer(urls.length * INTS * 4);
  const floats = new SharedArrayBuffer(urls.length * 8);
  const counts = new Int32Array(ints);
  const inFlight = new Float64Array(floats);
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { stallProbe: { urls, intervalMs, timeoutMs, ints, floats } },
  });
  worker.unref();
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  // One read: the worker may clear the slot between two.
  const waiting = (t) => {
    const since = inFlight[t];
    return since > 0 ? Math.max(0, now() - since) : 0;
  };
  let lapPings = urls.map(() => 0);
  let lapFailures = urls.map(() => 0);
  let stopped;

  const lap = () => {
    let worstMs = 0;
    let pings = 0;
    let failures = 0;
    urls.forEach((_, t) => {
      const base = t * INTS;
      const lapWorst = Atomics.exchange(counts, base + 3, 0) / 1000;
      worstMs = Math.max(worstMs, lapWorst, waiting(t));
      const p = Atomics.load(counts, base);
      const f = Atomics.load(counts, base + 1);
      pings += p - lapPings[t];
      failures += f - lapFailures[t];
      lapPings[t] = p;
      lapFailures[t] = f;
    });
    return { worstMs: Math.round(worstMs), pings, failures };
  };

  const stop = async () => {
    if (stopped) return stopped;
    const targets = urls.map((url, t) => {
      const base = t * INTS;
      return {
        url,
        worstMs: Math.round(Math.max(Atomics.load(counts, base + 2) / 1000, waiting(t))),
        pings: Atomics.load(counts, base),
        failures: Atomics.load(counts, base + 1),
      };
    });
    worker.postMessage('stop');
    // A ping in flight ends within the timeout; the worker is not waited for longer than that.
    const done = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), timeoutMs + 1_000).unref()),
    ]);
    if (!done) await worker.terminate();
    stopped = {
      intervalMs,
      worstMs: Math.max(...targets.map((t) => t.worstMs)),
      pings: targets.reduce((n, t) => n + t.pings, 0),
      failures: targets.reduce((n, t) => n + t.failures, 0),
      targets,
    };
    lapPings = [];
    lapFailures = [];
    return stopped;
  };
  worker.on('message', (m) => {
    if (m === 'stopped') worker.terminate();
  });
  return { lap, stop };
}

/** The summary line every bench prints: "worst stall: N ms (…)". */
export function stallLine(stall) {
  const failed = stall.failures ? `, ${stall.failures} failed` : '';
  return `worst stall: ${stall.worstMs} ms (GET ${PATH} every ${stall.intervalMs} ms, ${stall.pings} pings${failed})`;
}

/** Several probes' figures (a bench that restarts its server) as one. */
export function mergeStalls(stalls) {
  return {
    intervalMs: stalls[0]?.intervalMs ?? 100,
    worstMs: Math.max(0, ...stalls.map((s) => s.worstMs)),
    pings: stalls.reduce((n, s) => n + s.pings, 0),
    failures: stalls.reduce((n, s) => n + s.failures, 0),
    targets: stalls.flatMap((s) => s.targets),
  };
}
