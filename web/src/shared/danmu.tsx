import { DANMU_TEXT_MAX } from '@club/contract/danmu';
import { Button, Switch } from 'antd-mobile';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';
import { hasSession, useSession } from '../api/session';
import { DanmuLayer } from '../ui/danmu-layer';
import { useDanmu } from './api/get-danmu';
import { usePostDanmu } from './api/post-danmu';
import styles from './danmu.module.css';

/*
 * Whether the member turned danmu off, kept on this device. Not one of the specification's stored
 * keys (lib/storage.ts), so it is read here, as storage may be unavailable (private mode).
 */
const OFF_KEY = 'danmuOff';
function readOff(): boolean {
  try {
    return localStorage.getItem(OFF_KEY) === '1';
  } catch {
    return false;
  }
}
function writeOff(off: boolean): void {
  try {
    if (off) localStorage.setItem(OFF_KEY, '1');
    else localStorage.removeItem(OFF_KEY);
  } catch {
    // The choice then lasts as long as the page.
  }
}

/**
 * Danmu for one trailer: give the video `videoRef`, put it in a `DanmuStage`, and the `DanmuBar`
 * under it. A guest, or a video of no project, plays without them.
 */
export function useTrailerDanmu(projectId: number | null) {
  useSession((s) => s.token);
  const active = projectId !== null && hasSession();
  const [video, videoRef] = useState<HTMLVideoElement | null>(null);
  const [on, setOnState] = useState(() => !readOff());
  const list = useDanmu(projectId, active);
  const setOn = (next: boolean) => {
    writeOff(!next);
    setOnState(next);
  };
  return { projectId, active, video, videoRef, on, setOn, items: list.data ?? [] };
}

export type TrailerDanmu = ReturnType<typeof useTrailerDanmu>;

/** The video's box with the danmu flying over it. */
export function DanmuStage({
  danmu,
  className,
  children,
}: {
  danmu: TrailerDanmu;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.stage} ${className ?? ''}`}>
      {children}
      {danmu.active && danmu.on && <DanmuLayer items={danmu.items} video={danmu.video} />}
    </div>
  );
}

/** Under the video: a comment posted at the video's current time, and the switch that hides them all. */
export function DanmuBar({ danmu }: { danmu: TrailerDanmu }) {
  if (!danmu.active || danmu.projectId === null) return null;
  return <DanmuForm danmu={danmu} projectId={danmu.projectId} />;
}

function DanmuForm({ danmu, projectId }: { danmu: TrailerDanmu; projectId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = usePostDanmu(projectId);
  const trimmed = text.trim();
  const canSend = danmu.on && trimmed.length > 0 && trimmed.length <= DANMU_TEXT_MAX && !send.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    const atMs = Math.floor((danmu.video?.currentTime ?? 0) * 1000);
    send.mutate({ atMs, body: trimmed }, { onSuccess: () => setText('') });
  }

  return (
    <form className={styles.bar} onSubmit={onSubmit} data-testid="danmu-bar">
      <span className={styles.toggle}>
        <Switch
          checked={danmu.on}
          onChange={danmu.setOn}
          aria-label={t('danmu.toggle')}
          data-testid="danmu-toggle"
        />
        <span aria-hidden="true">{t('danmu.toggle')}</span>
      </span>
      <input
        className={styles.input}
        dir="auto"
        maxLength={DANMU_TEXT_MAX}
        value={text}
        disabled={!danmu.on}
        placeholder={t('danmu.placeholder')}
        aria-label={t('danmu.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          if (send.isError) send.reset();
        }}
        enterKeyHint="send"
        data-testid="danmu-input"
      />
      <Button type="submit" color="primary" size="small" disabled={!canSend} data-testid="danmu-send">
        {t('danmu.send')}
      </Button>
      {send.isError && (
        <p className={styles.error} role="alert" data-testid="danmu-error">
          {errorMessage(send.error)}
        </p>
      )}
    </form>
  );
}
