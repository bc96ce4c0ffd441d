import i18next from 'i18next';

type Loaders = Record<string, () => Promise<{ default: object }>>;
export type FeatureTexts = { has(code: string): boolean; load(code: string): Promise<void> };

/**
 * Texts that only one feature's screens use live in that feature (`features/<f>/locales/<lang>.json`,
 * found with `import.meta.glob('./locales/*.json')`) and arrive with its chunk, so the app's first
 * load does not carry them. Each language's part is fetched once, when a screen first needs it.
 */
export function featureTexts(loaders: Loaders): FeatureTexts {
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  return {
    has: (code) => loaded.has(code),
    load(code) {
      let pending = loading.get(code);
      if (!pending) {
        const loader = loaders[`./locales/${code}.json`];
        if (!loader) throw new Error(`No feature texts for ${code}`);
        pending = loader().then((m) => {
          i18next.addResourceBundle(code, 'translation', m.default, true, true);
          loaded.add(code);
        });
        // A failed fetch is tried again on the next visit, not remembered.
        pending.catch(() => loading.delete(code));
        loading.set(code, pending);
      }
      return pending;
    },
  };
}
