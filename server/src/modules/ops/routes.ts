import { timingSafeEqual } from 'node:crypto';
import { ZLiveness, ZNotReady, ZReadiness } from '@club/contract';
import type * as z from 'zod';
import { type App, errorBody } from '../../kernel/http';
import type { Metrics } from '../../kernel/metrics';
import type { Health } from './health';

/** Probes answer even when the server sheds load: they are how the shedding is seen. */
const probeConfig = { auth: 'public' as const, pressureHandler: () => undefined };

/** Seconds a load balancer is asked to wait before it tries a process that is not ready. */
const NOT_READY_RETRY_SECONDS = 5;

/**
 * Health for load balancers and orchestrators (`/api/health/*`, open, no secrets) and Prometheus
 * metrics (`/metrics`, only with `METRICS_TOKEN` as a bearer token; without one the route does not
 * exist).
 */
export function opsRoutes(app: App, deps: { health: Health; metrics: Metrics; metricsToken?: string }) {
  const { health, metrics, metricsToken } = deps;
  app.get(
    '/api/health/live',
    { config: probeConfig, schema: { tags: ['health'], response: { 200: ZLiveness } } },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  );
  app.get(
    '/api/health/ready',
    { config: probeConfig, schema: { tags: ['health'], response: { 200: ZReadiness, 503: ZNotReady } } },
    async (request, reply) => {
      const readiness = await health.readiness();
      if (readiness.ready) return readiness;
      const seconds = NOT_READY_RETRY_SECONDS;
      reply.status(503).header('retry-after', seconds);
      return errorBody(request.lang, 'UNAVAILABLE', { seconds }, readiness) as z.infer<typeof ZNotReady>;
    },
  );
  if (!metricsToken) return;
  const expected = Buffer.from(`Bearer ${metricsToken}`);
  app.get('/metrics', { config: probeConfig, schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
