import type { FastifyReply } from 'fastify';

/** Vite names what it puts in `assets/` by content hash: a new build is a new name. */
const HASHED = /[\\/]assets[\\/]/;

/**
 * Cache headers of the apps' own files: hashed assets for a year, never asked again; everything
 * else (`index.html`, which names this build's assets, the service worker `sw.js`, whose update
 * check must reach the server, the manifest and other unhashed files) checked on every load.
 */
export function appFileHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
