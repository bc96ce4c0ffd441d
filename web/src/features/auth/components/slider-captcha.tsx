import { ErrorCode } from '@club/contract/lib/errors';
import { DotLoading } from 'antd-mobile';
import { CheckOutline, RedoOutline, RightOutline } from 'antd-mobile-icons';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { Popup } from '../../../ui/popup';
import { QueryState } from '../../../ui/query-state';
import { showToast, toastError } from '../../../ui/toast';
import { useCaptcha } from '../api/get-captcha';
import styles from '../auth.module.css';
import { captchaXFromRatio, ratioFromCaptchaX, ratioFromDrag } from './captcha-math';

export type CaptchaAnswer = { captchaId: string; captchaX: number };

export type SliderCaptchaProps = {
  visible: boolean;
  onClose: () => void;
  /** Sends the answer with the guarded call; rejects with the call's error. */
  onVerify: (answer: CaptchaAnswer) => Promise<void>;
};

type Status = 'idle' | 'dragging' | 'verifying' | 'passed';

/**
 * The slider puzzle (spec §5). The user drags the handle; the piece follows at the same fraction of its
 * own travel; on release the piece's x in image pixels is the answer. A wrong answer (1202) shows
 * "Verification failed" and loads a new puzzle, since an answer is single-use.
 */
export default function SliderCaptcha({ visible, onClose, onVerify }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [ratio, setRatio] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startRatio: number } | null>(null);
  const query = useCaptcha(attempt, visible && attempt > 0);
  const challenge = query.data;

  // A fresh puzzle every time the popup opens.
  useEffect(() => {
    if (!visible) return;
    setAttempt((a) => a + 1);
    setRatio(0);
    setStatus('idle');
  }, [visible]);

  function newPuzzle() {
    setAttempt((a) => a + 1);
    setRatio(0);
    setStatus('idle');
  }

  async function submit(finalRatio: number) {
    if (!challenge) return;
    setStatus('verifying');
    const captchaX = captchaXFromRatio(finalRatio, challenge.width, challenge.pieceSize);
    try {
      await onVerify({ captchaId: challenge.captchaId, captchaX });
      setStatus('passed');
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CAPTCHA_FAILED) {
        void showToast({ icon: 'fail', content: t('errors.verificationFailed') });
        newPuzzle();
      } else {
        toastError(error);
        setStatus('idle');
        onClose();
      }
    }
  }

  const locked = status === 'verifying' || status === 'passed' || !challenge;

  function travel(): { track: number; handle: number } {
    return {
      track: trackRef.current?.getBoundingClientRect().width ?? 0,
      handle: handleRef.current?.getBoundingClientRect().width ?? 0,
    };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (locked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startRatio: ratio };
    setStatus('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const { track, handle } = travel();
    const startPx = d.startRatio * (track - handle);
    setRatio(ratioFromDrag(startPx + event.clientX - d.startX, track, handle));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    if (Math.abs(event.clientX - d.startX) < 2) {
      setStatus('idle'); // a tap, not a drag
      return;
    }
    const { track, handle } = travel();
    const startPx = d.startRatio * (track - handle);
    const final = ratioFromDrag(startPx + event.clientX - d.startX, track, handle);
    setRatio(final);
    void submit(final);
  }

  /** Arrow keys move the piece one image pixel (ten with Shift); Enter submits. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (locked || !challenge) return;
    const { width, pieceSize } = challenge;
    const x = captchaXFromRatio(ratio, width, pieceSize);
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      Home: 0,
      End: width - pieceSize,
    };
    if (event.key in moves) {
      event.preventDefault();
      setRatio(ratioFromCaptchaX(moves[event.key], width, pieceSize));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void submit(ratio);
    }
  }

  const captchaX = challenge ? captchaXFromRatio(ratio, challenge.width, challenge.pieceSize) : 0;

  return (
    <Popup
      visible={visible}
      onMaskClick={status === 'verifying' ? undefined : onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName={styles.captchaPopup}
      destroyOnClose
    >
      {/* The geometry is physical, so the puzzle stays left-to-right in every language. */}
      <div className={styles.captcha} dir="ltr" data-testid="captcha">
        <div className={styles.captchaHeader}>
          <h2 className={styles.popupTitle}>{t('captcha.title')}</h2>
          <button
            type="button"
            className={styles.captchaRefresh}
            onClick={newPuzzle}
            disabled={status === 'verifying'}
            aria-label={t('captcha.refresh')}
            data-testid="captcha-refresh"
          >
            <RedoOutline />
          </button>
        </div>
        <QueryState query={query}>
          {(c) => (
            <div
              className={styles.captchaImage}
              style={{ aspectRatio: `${c.width} / ${c.height}` }}
              data-captcha-width={c.width}
              data-piece-size={c.pieceSize}
            >
              <img src={c.backgroundImage} alt="" draggable={false} />
              <img
                className={styles.captchaPiece}
                src={c.pieceImage}
                alt=""
                draggable={false}
                style={{
                  top: `${(c.pieceY / c.height) * 100}%`,
                  left: `${(ratio * (c.width - c.pieceSize) * 100) / c.width}%`,
                  width: `${(c.pieceSize / c.width) * 100}%`,
                }}
              />
              {status === 'passed' && (
                <div className={styles.captchaPassed}>
                  <CheckOutline /> {t('captcha.passed')}
                </div>
              )}
            </div>
          )}
        </QueryState>
        <div className={styles.captchaTrack} ref={trackRef}>
          <div className={styles.captchaFill} style={{ width: `calc(${ratio} * (100% - 48px) + 48px)` }} />
          {/* The one instruction, where the finger goes (it was also printed above the picture). */}
          <span className={styles.captchaTrackText} dir="auto">
            {status === 'verifying' ? t('captcha.verifying') : t('captcha.hint')}
          </span>
          <div
            ref={handleRef}
            className={styles.captchaHandle}
            style={{ left: `calc(${ratio} * (100% - 48px))` }}
            role="slider"
            tabIndex={0}
            aria-label={t('captcha.handle')}
            aria-valuemin={0}
            aria-valuemax={challenge ? challenge.width - challenge.pieceSize : 0}
            aria-valuenow={captchaX}
            aria-disabled={locked}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            data-testid="captcha-handle"
          >
            {status === 'verifying' ? <DotLoading color="white" /> : <RightOutline />}
          </div>
        </div>
      </div>
    </Popup>
  );
}
