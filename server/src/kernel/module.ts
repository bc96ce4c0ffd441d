import type { App } from './http';
import type { Job } from './job';

/**
 * One server module as the composition root sees it (`modules/index.ts` lists them, lowest layer
 * first; `app.ts` walks the list). `Needs` is what the module takes from the root and the modules
 * below it, `Gives` the services it adds for the modules above. Every step gets the same context:
 * what the root provides, every service made so far, and the module's own.
 */
export type ServerModule<Needs, Gives> = {
  name: string;
  /** Makes the module's services; no I/O. */
  create?(needs: Needs): Gives;
  /** Listens to the domain events of the modules below (kernel/events.ts), before any is published. */
  subscribe?(context: Needs & Gives): void;
  /** Registers the module's routes, after the app's plugins. */
  routes?(app: App, context: Needs & Gives): void | Promise<void>;
  /** The module's scheduled jobs. */
  jobs?(context: Needs & Gives): Job[];
  /** Types only: lets the root check that every module's needs are met (see `NeedsMet`). */
  readonly types?: { needs: Needs; gives: Gives };
};

/**
 * Declares a module: `defineModule<Needs>()({ … })`, its needs written, what it gives inferred from
 * `create` (TypeScript infers all of a call's type arguments or none, hence the two calls).
 */
export function defineModule<Needs>() {
  return <Gives = object, const Name extends string = string>(
    module: ServerModule<Needs, Gives> & { name: Name },
  ) => module;
}

/** Any module, as the list holds them (method parameters are compared loosely, so every module fits). */
export type AnyModule = {
  name: string;
  create?(needs: never): object;
  subscribe?(context: never): void;
  routes?(app: App, context: never): void | Promise<void>;
  jobs?(context: never): Job[];
};

type GivesOf<M> = M extends { readonly types?: { gives: infer G } } ? G : never;
type NeedsOf<M> = M extends { readonly types?: { needs: infer N } } ? N : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every service the listed modules give, as one object type. */
export type ServicesOf<Modules extends readonly unknown[]> = Intersection<GivesOf<Modules[number]>>;

/** The names of the modules whose needs the context does not meet (never when all are met). */
type UnmetNeeds<Context, Modules extends readonly unknown[]> = {
  [K in keyof Modules]: Context extends NeedsOf<Modules[K]>
    ? never
    : Modules[K] extends { name: infer N }
      ? N
      : K;
}[number];

type NeedsMet<Context, Modules extends readonly unknown[]> = [UnmetNeeds<Context, Modules>] extends [never]
  ? unknown
  : { modulesWithUnmetNeeds: UnmetNeeds<Context, Modules> };

/**
 * Walks the modules in order: each `create` sees the root's context and the services made before
 * it. A module that reads a service made by a later module is a wrong order in the list: it stops
 * the server at once instead of handing it `undefined`. A module that needs what neither the root
 * nor any module gives does not compile (the error names it).
 */
export function createAll<Root extends object, const Modules extends readonly AnyModule[]>(
  root: Root,
  modules: Modules & NeedsMet<Root & ServicesOf<NoInfer<Modules>>, NoInfer<Modules>>,
) {
  const context: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  for (const module of modules) {
    const guarded = new Proxy(context, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new Error(`module ${module.name} needs "${key}", which no module before it gives`);
        }
        return target[key as string];
      },
    });
    Object.assign(context, module.create?.(guarded as never));
  }
  return context as Root & ServicesOf<Modules>;
}
