import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { ConnectionTimeout } from './connection-timeout';
import styles from './ui.module.css';

/** Async page loading (spec §9): nothing for the first 200 ms, a loader after, a timeout at 60 s. */
export const LOADING_DELAY_MS = 200;
export const LOADING_TIMEOUT_MS = 60_000;

export function PageLoading() {
  const [stage, setStage] = useState<'wait' | 'loading' | 'timeout'>('wait');

  useEffect(() => {
    const show = setTimeout(() => setStage('loading'), LOADING_DELAY_MS);
    const fail = setTimeout(() => setStage('timeout'), LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, []);

  if (stage === 'timeout') return <ConnectionTimeout />;
  if (stage === 'wait') return null;
  return (
    <div className={styles.loading} data-testid="page-loading">
      <DotLoading color="primary" />
    </div>
  );
}
