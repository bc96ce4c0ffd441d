import styles from './widgets.module.css';

export type Tone = 'success' | 'waiting' | 'danger' | 'muted';

const toneClass: Record<Tone, string | undefined> = {
  success: styles.tagSuccess,
  waiting: styles.tagWaiting,
  danger: styles.tagDanger,
  muted: styles.tagMuted,
};

/** A small coloured label for the state of an order or an account. */
export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`${styles.tag} ${toneClass[tone]}`} data-tone={tone}>
      {children}
    </span>
  );
}
