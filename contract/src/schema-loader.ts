import type { Parser } from './envelope';

/**
 * `schema: contractSchema((c) => c.ZTokens)`: a schema of the contract, loaded when first needed. The
 * schemas carry zod (~27 KB gzipped), too much for the first screen of either app, so a client
 * fetches them beside its first answer instead; apart from the envelope, so that it stays zod-free.
 * Each client binds it to the schemas its answers need (`load`).
 */
export function schemaLoader<Contract>(load: () => Promise<Contract>) {
  return <T>(pick: (contract: Contract) => Parser<T>): (() => Promise<Parser<T>>) =>
    () =>
      load().then(pick);
}
