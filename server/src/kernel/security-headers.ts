import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The member app and the back office: every script from our own origin, no inline script, no
 * framing. Styles allow 'unsafe-inline' because antd writes its component styles into `<style>`
 * elements at run time (CSS-in-JS); images and trailers may be `data:`/`blob:` previews of a file
 * being uploaded.
 */
export const PAGE_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** JSON and CSV answers are never documents: nothing may load or frame them. */
export const API_CSP: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Swagger UI (`/api/docs`) sets inline styles on its elements; its scripts are files of its own. */
export const DOCS_CSP: Directives = { ...PAGE_CSP, 'img-src': ["'self'", 'data:'] };

/** Uploaded files are shown, never run: an SVG or HTML smuggled in as an image cannot script anything. */
export const UPLOAD_CSP: Directives = { 'default-src': ["'none'"] };

/** The policy by path, and whether the answers are documents; every other route is an app's page. */
const BY_PREFIX: [string, Directives, 'document' | 'data'][] = [
  ['/api/docs', DOCS_CSP, 'document'],
  ['/api/', API_CSP, 'data'],
  ['/uploads/', UPLOAD_CSP, 'document'],
];

type Headers = Record<string, string>;

/**
 * What a data answer (JSON, CSV) keeps of helmet's headers. The others (opener policy, origin agent
 * cluster, DNS prefetching, old browsers' switches) say how to treat a document, and every one costs
 * each of the API's requests.
 */
const DATA_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const onlyData = (headers: Headers): Headers =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => DATA_HEADERS.includes(name)));

/**
 * The headers helmet sets for one policy, worked out once: its middleware run against a recorder.
 * Fastify's helmet plugin builds the middleware again for every request, which cost the hot reads
 * a sizeable share of their time for headers that never change.
 */
function headersOf(directives: Directives, hstsMaxAge: number): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Browser security headers on every answer (helmet): a Content-Security-Policy chosen by path,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 * HSTS only when configured (it pins browsers to HTTPS, so it must not be sent by a plain-HTTP
 * deployment). Installed before the HTTP kernel's hooks, so answers the auth gate refuses carry
 * the headers too.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { hstsMaxAge: number }) {
  const byPrefix = BY_PREFIX.map(([prefix, directives, kind]) => {
    const headers = headersOf(directives, opts.hstsMaxAge);
    return [prefix, kind === 'data' ? onlyData(headers) : headers] as const;
  });
  const pages = headersOf(PAGE_CSP, opts.hstsMaxAge);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(byPrefix.find(([prefix]) => request.url.startsWith(prefix))?.[1] ?? pages);
    done();
  });
}
