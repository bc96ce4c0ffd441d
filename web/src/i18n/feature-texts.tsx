import i18next from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../ui/page-loading';
import { currentLanguage } from './index';

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

/** Shows `children` once the feature's texts are in for the current language; the page loading until then. */
export function WithTexts({ texts, children }: { texts: FeatureTexts; children: ReactNode }) {
  // Subscribes to language changes, so the new language's part is asked for.
  useTranslation();
  const code = currentLanguage();
  const ready = texts.has(code);
  const [, setArrived] = useState<string>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    texts.load(code).then(
      () => live && setArrived(code),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [texts, code, ready]);
  return ready ? children : <PageLoading />;
}
