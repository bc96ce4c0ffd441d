import styles from './widgets.module.css';

export type Tone = 'success' | 'waiting' | 'danger' | 'muted';

const toneClass: Record<Tone, string | undefined> = {
  success: styles.tagSuccess,
  waiting: styles.tagWaiting,
  danger: styles.tagDanger,
  muted: styles.tagMuted,
};

/** A small coloured label for the state of an order or an account. */
export function StatusTag({
  tone,
  children,
  testId,
  state,
}: {
  tone: Tone;
  children: string;
  testId?: string;
  /** The state the label stands for, for tests (`data-state`). */
  state?: string;
}) {
  return (
    <span
      className={`${styles.tag} ${toneClass[tone]}`}
      data-tone={tone}
      data-testid={testId}
      data-state={state}
    >
      {children}
    </span>
  );
}
