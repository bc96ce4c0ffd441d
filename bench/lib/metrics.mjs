// The server's own job timings, from its `/metrics` (Prometheus text; the server answers it to a
// bearer of METRICS_TOKEN, which the bench passes in its extraEnv).

/** Seconds each job has spent so far on `server` (its `/metrics`: job_duration_seconds_sum). */
export async function jobSeconds(server, token) {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  const seconds = new Map();
  for (const m of text.matchAll(/^job_duration_seconds_sum\{job="([^"]+)"\} ([0-9.e+-]+)$/gm)) {
    seconds.set(m[1], Number(m[2]));
  }
  return seconds;
}

/** The jobs that took longest between two `jobSeconds` readings, "name 1.2 s", slowest first. */
export function slowestJobs(before, after, count = 3) {
  return [...after]
    .map(([job, s]) => [job, s - (before.get(job) ?? 0)])
    .filter(([, s]) => s >= 0.05)
    .sort((x, y) => y[1] - x[1])
    .slice(0, count)
    .map(([job, s]) => `${job} ${s.toFixed(1)} s`);
}
