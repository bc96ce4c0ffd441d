import { ZCallbackOutcome } from '@club/contract';
import type { App } from '../../kernel/http';
import { PROVIDERS, type Provider } from './providers';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export type SignatureHeaders = { timestamp?: string; signature?: string };

/**
 * A provider callback route per provider: `/api/app/pay/<provider>/<kind>/notify`. Callbacks are
 * checked against the exact bytes that were signed, so the scope keeps the raw body; the JSON is
 * validated only after the signature holds (`pay/callback.ts`). The module that owns the orders
 * registers its kind: recharge `gather` (money received), withdraw `transfer` (a payout done or failed).
 */
export function providerCallbackRoutes(
  app: App,
  kind: 'gather' | 'transfer',
  handle: (provider: Provider, rawBody: string, headers: SignatureHeaders) => Promise<{ outcome: string }>,
) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      done(null, null);
    });
    const schema = { tags: ['pay'], response: { 200: ZCallbackOutcome } };
    for (const provider of PROVIDERS) {
      scope.post(
        `/api/app/pay/${provider}/${kind}/notify`,
        { config: { auth: 'public' }, schema },
        (request) => handle(provider, request.rawBody ?? '', signatureHeaders(request.headers)),
      );
    }
  });
}

function signatureHeaders(headers: Record<string, string | string[] | undefined>): SignatureHeaders {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return { timestamp: one(headers['x-timestamp']), signature: one(headers['x-signature']) };
}
