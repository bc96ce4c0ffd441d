import type { ReactNode } from 'react';
import styles from './order-line.module.css';

/**
 * One order in a money history (a recharge, a withdrawal): its channel and state, the amount, rows
 * of small print (`OrderRow` children), and why it failed. With `onClick` the whole line is a
 * button that opens the order. Goes in an `OrderLines` list.
 */
export function OrderLine({
  name,
  status,
  amount,
  children,
  reason,
  onClick,
  testId,
  state,
}: {
  name: string;
  /** The state as a StatusTag. */
  status: ReactNode;
  amount: string;
  children: ReactNode;
  reason?: string | null;
  onClick?: () => void;
  testId: string;
  /** The order's state, for tests (`data-state`). */
  state: string;
}) {
  const content = (
    <>
      <span className={styles.row}>
        <span className={styles.title}>
          <span className={styles.name}>{name}</span>
          {status}
        </span>
        <span className={styles.amount}>{amount}</span>
      </span>
      {children}
      {reason && <span className={styles.reason}>{reason}</span>}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button
          type="button"
          className={styles.line}
          onClick={onClick}
          data-testid={testId}
          data-state={state}
        >
          {content}
        </button>
      ) : (
        <div className={styles.line} data-testid={testId} data-state={state}>
          {content}
        </div>
      )}
    </li>
  );
}

/** A row of an order's small print: a part at the start, and one at the end when there is one. */
export function OrderRow({ start, end }: { start: ReactNode; end?: ReactNode }) {
  return (
    <span className={styles.row}>
      <span className={styles.meta}>{start}</span>
      {end && <span className={styles.meta}>{end}</span>}
    </span>
  );
}

/** The white card the lines of a money history sit in. */
export function OrderLines({ children }: { children: ReactNode }) {
  return <ul className={styles.lines}>{children}</ul>;
}
