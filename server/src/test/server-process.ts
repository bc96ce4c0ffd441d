import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const READY_WITHIN_MS = 60_000;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  /** `kill -9`: no shutdown hook runs; requests in flight die wherever they are. */
  kill(): Promise<void>;
  /** Sends `signal` (the orchestrator's SIGTERM); resolves with the exit code once the process is gone. */
  stop(signal: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
};

/**
 * The real server (`server/src/main.ts`, what `npm start` runs once compiled) in a child process on
 * 127.0.0.1, answering once its API does. `env` is the whole environment it gets, besides PATH.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.dirname(MAIN),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
    output: () => output,
  };

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/app/finance/proj/hot`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_WITHIN_MS) {
      await server.kill();
      throw new Error(`server did not answer within ${READY_WITHIN_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
