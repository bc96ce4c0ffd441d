import * as z from 'zod';
import type { App } from '../../kernel/http';
import type { UploadService } from './service';

const ZUploadParams = z.object({ name: z.string() });
/** Not strict: a browser or proxy may add parameters of its own to an image link. */
const ZUploadLink = z.object({ exp: z.string().optional(), sig: z.string().optional() });

/**
 * Uploaded files, `/uploads/<name>`: a public one to anyone, a private one only through a signed
 * link that has not expired (`?exp=&sig=`). Anything else answers 404, exactly like a missing file,
 * so a guessed or expired link tells nothing.
 */
export function uploadRoutes(app: App, deps: { uploads: UploadService }) {
  const { uploads } = deps;
  app.get(
    '/uploads/:name',
    {
      config: { auth: 'public' },
      schema: { hide: true, params: ZUploadParams, querystring: ZUploadLink },
    },
    async (request, reply) => {
      const upload = await uploads.readable(request.params.name, request.query);
      if (!upload) return reply.callNotFound();
      // A private file's copy stays in the browser that was allowed to fetch it, never in a shared cache.
      // A public one is kept for a year: its random name is never given to other content.
      reply.header(
        'Cache-Control',
        upload.private ? 'private, no-cache' : 'public, max-age=31536000, immutable',
      );
      return reply.sendFile(upload.file, uploads.dir, { cacheControl: false });
    },
  );
}
