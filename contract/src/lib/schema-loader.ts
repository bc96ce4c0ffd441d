import type { Parser } from './envelope';

/**
 * `schema: contractSchema('auth', (c) => c.ZTokens)`: a schema of the contract, loaded when first
 * needed. The schemas carry zod (~27 KB gzipped), too much for the first screen of either app, so a
 * client fetches them beside its first answer instead; apart from the envelope, so that it stays
 * zod-free. Each client binds it to the modules its answers come from (`modules`): building every
 * schema of the contract held a phone's main thread for a third of a second, where a page needs a
 * few modules of it.
 */
export function schemaLoader<Modules extends Record<string, () => Promise<object>>>(modules: Modules) {
  return <Name extends keyof Modules, T>(
    name: Name,
    pick: (module: Awaited<ReturnType<Modules[Name]>>) => Parser<T>,
  ): (() => Promise<Parser<T>>) =>
    () =>
      modules[name]().then((module) => pick(module as Awaited<ReturnType<Modules[Name]>>));
}
