import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * PostgreSQL and Redis servers of a test's own, on free ports of 127.0.0.1, that the test may stop
 * and start (the shared ones serve every other test file at the same time).
 */

const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? path.join(root, versions[0], 'bin') : '';
})();

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
}

export async function privatePostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(path.join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) => asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', data, ...args]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () => ctl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** A fast shutdown: open sessions are cut, as in a restart. */
    stop: () => ctl('-m', 'fast', '-w', 'stop'),
    remove() {
      try {
        ctl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    // Answering once it accepts connections.
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;
    },
  };
}
