import { ZPaymentBody, ZPaymentRequest } from '@club/contract';
import * as z from 'zod';
import type { Config } from '../../config';
import { type App, requireMember } from '../../kernel/http';
import { PROVIDERS, type RechargeService } from '../recharge/service';
import type { WithdrawService } from '../withdraw/service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Payment providers' callbacks: `gather` (money received for a recharge) and `transfer` (a payout
 * done or failed). They are checked against the exact bytes that were signed, so this scope keeps
 * the raw body; the JSON is validated only after the signature holds.
 */
export function payRoutes(
  app: App,
  deps: { recharge: RechargeService; withdraw: WithdrawService; paySecrets: Config['paySecrets'] },
) {
  const security = [{ token: [] }];
  for (const [call, mode] of [
    ['payment', 'web'],
    ['evoke', 'app'],
  ] as const) {
    app.post(
      `/api/app/pay/comm/${call}`,
      { schema: { tags: ['pay'], security, body: ZPaymentBody, response: { 200: ZPaymentRequest } } },
      async (request) => deps.recharge.payment(requireMember(request).id, request.body.orderId, mode),
    );
  }

  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      done(null, null);
    });
    const schema = { tags: ['pay'], response: { 200: z.object({ outcome: z.string() }) } };
    for (const provider of PROVIDERS) {
      scope.post(
        `/api/app/pay/${provider}/gather/notify`,
        { config: { auth: 'public' }, schema },
        async (request) =>
          deps.recharge.gatherCallback(provider, request.rawBody ?? '', signatureHeaders(request.headers)),
      );
      scope.post(
        `/api/app/pay/${provider}/transfer/notify`,
        { config: { auth: 'public' }, schema },
        async (request) =>
          deps.withdraw.transferCallback(
            provider,
            deps.paySecrets[provider],
            request.rawBody ?? '',
            signatureHeaders(request.headers),
          ),
      );
    }
  });
}

function signatureHeaders(headers: Record<string, string | string[] | undefined>) {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return { timestamp: one(headers['x-timestamp']), signature: one(headers['x-signature']) };
}
