import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Whether the process is stopping (readiness fails first, then the listener closes), and how many
 * handlers are running.
 */
export type Lifecycle = { stopping: boolean; handlers: number };

export const newLifecycle = (): Lifecycle => ({ stopping: false, handlers: 0 });

/**
 * Counts running handlers from the moment one starts until it sends its answer: Fastify's close
 * stops waiting for a request whose client hung up, but its handler may still be writing, and the
 * database must outlive it. While stopping, every answer closes its connection, so keep-alive
 * clients open their next request elsewhere instead of racing the close of an idle connection.
 */
export function installDrain(app: FastifyInstance, lifecycle: Lifecycle) {
  const running = new WeakSet<object>();
  app.addHook('preHandler', (request, _reply, done) => {
    // A WebSocket's handler never sends an HTTP answer; the chat module closes those itself.
    if (request.headers.upgrade === undefined) {
      running.add(request);
      lifecycle.handlers += 1;
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (running.delete(request)) lifecycle.handlers -= 1;
    if (lifecycle.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Resolves once no handler runs (checked every 50 ms). */
async function handlersDone(lifecycle: Lifecycle) {
  while (lifecycle.handlers > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * The stop on SIGTERM or SIGINT: readiness turns 503 at once and stays so for `drainDelay` while the
 * load balancer notices; then the listener closes, every request already received is answered
 * (Fastify's close waits for them), chat sockets are told to reconnect elsewhere (the chat module's
 * close hook), and the job under way finishes. Only then does `release` close the database. Past
 * `timeout` the process exits 1 whatever is left.
 */
export async function gracefulStop(opts: {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  scheduler: { stop(): Promise<void> };
  log: FastifyBaseLogger;
  drainDelay: number;
  timeout: number;
  release: () => Promise<void>;
  exit: (code: number) => void;
}) {
  const { app, lifecycle, log } = opts;
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  const deadline = setTimeout(() => {
    log.error({ timeoutMs: opts.timeout }, 'stop took too long; exiting with work left');
    opts.exit(1);
  }, opts.timeout);
  deadline.unref();
  log.info({ drainDelayMs: opts.drainDelay }, 'stopping: readiness is 503, draining');
  await new Promise((resolve) => setTimeout(resolve, opts.drainDelay));
  await Promise.all([opts.scheduler.stop(), app.close()]);
  await handlersDone(lifecycle);
  await opts.release();
  clearTimeout(deadline);
  log.info('stopped');
  opts.exit(0);
}
