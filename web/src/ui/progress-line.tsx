import styles from './progress-line.module.css';

/** A thin bar (0–100) with the figure it stands for beside it: a percentage, or "12 / 30 days". */
export function ProgressLine({
  percent,
  label,
  text,
  testId,
}: {
  percent: number;
  /** The accessible name of the bar. */
  label: string;
  text: string;
  testId?: string;
}) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <span className={styles.progress}>
      <span
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={text}
      >
        <span className={styles.progressFill} style={{ width: `${clamped}%` }} />
      </span>
      <span className={styles.progressText} data-testid={testId}>
        {text}
      </span>
    </span>
  );
}
