import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A money form's main button, full width under its cards: it submits the form and spins while that is sent. */
export function SubmitButton({
  loading,
  disabled,
  testId,
  children,
}: {
  loading: boolean;
  /** When the form cannot go on at all, with the reason said beside it. */
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        color="primary"
        block
        shape="rounded"
        size="large"
        loading={loading}
        disabled={disabled}
        data-testid={testId}
      >
        {children}
      </Button>
    </div>
  );
}
