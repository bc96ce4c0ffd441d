import { type ComponentType, lazy, Suspense, useState } from 'react';

const cache = new WeakMap<object, ComponentType<never>>();

/**
 * Renders a lazily loaded component from the first time `active` is true, and keeps it mounted
 * after, so popups still animate out. Until then nothing is downloaded.
 */
export function LazyOnce<P extends object>({
  load,
  active,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  active: boolean;
  props: P;
}) {
  const [used, setUsed] = useState(active);
  if (active && !used) setUsed(true);
  if (!used) return null;
  let Component = cache.get(load) as ComponentType<P> | undefined;
  if (!Component) {
    Component = lazy(load);
    cache.set(load, Component as ComponentType<never>);
  }
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
