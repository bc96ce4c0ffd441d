import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** The policy by path; every other route is one of the two apps' pages. */
const BY_PREFIX: [string, Directives][] = [
  ['/api/docs', DOCS_CSP],
  ['/api/', API_CSP],
  ['/uploads/', UPLOAD_CSP],
];

/**
 * Browser security headers on every answer (helmet): a Content-Security-Policy chosen by path,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 * HSTS only when configured (it pins browsers to HTTPS, so it must not be sent by a plain-HTTP
 * deployment). Registered before the HTTP kernel's hooks, so answers the auth gate refuses carry
 * the headers too.
 */
export async function installSecurityHeaders(app: FastifyInstance, opts: { hstsMaxAge: number }) {
  const policy = (directives: Directives) => ({ useDefaults: false as const, directives });
  // Added before helmet's own onRoute hook, which reads `route.helmet`.
  app.addHook('onRoute', (route) => {
    const match = BY_PREFIX.find(([prefix]) => route.url.startsWith(prefix));
    if (match) route.helmet = { contentSecurityPolicy: policy(match[1]) };
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: policy(PAGE_CSP),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity:
      opts.hstsMaxAge > 0 ? { maxAge: opts.hstsMaxAge, includeSubDomains: false } : false,
  });
}
