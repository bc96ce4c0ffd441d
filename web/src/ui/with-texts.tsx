import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import type { FeatureTexts } from '../i18n/feature-texts';
import { PageLoading } from './page-loading';

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
