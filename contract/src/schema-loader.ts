import type { Parser } from './envelope';

type Contract = typeof import('./index');

/**
 * `schema: contractSchema((c) => c.ZTokens)`: the contract's schema, loaded when first needed. The
 * schemas carry zod (~27 KB gzipped), too much for the first screen of either app, so a client
 * fetches them beside its first answer instead; apart from the envelope, so that it stays zod-free.
 */
export function contractSchema<T>(pick: (contract: Contract) => Parser<T>): () => Promise<Parser<T>> {
  return () => import('./index').then(pick);
}
