// A TLS terminator with HTTP/2 in front of the server, as a deployment puts one (the server speaks
// plain HTTP/1.1 behind it): requests and answers pass through unchanged, compressed or not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

/** A self-signed certificate for 127.0.0.1, made with openssl in a temporary directory. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'film-club-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const output = ['-keyout', key, '-out', cert, '-days', '1'];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...output, ...subject], {
    stdio: 'ignore',
  });
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Starts the terminator for `target` (http://127.0.0.1:port); resolves to { baseUrl, close }. */
export async function startTlsProxy(target) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = upstream.host;
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
