import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './send-code-button.module.css';

/**
 * "Send code" in an SMS code field's suffix; while `remaining` (seconds, from `useCountdown` started
 * with the server's `resendAfter`) runs, it counts down instead and cannot be pressed.
 */
export function SendCodeButton({
  remaining,
  loading,
  onClick,
  testId,
}: {
  remaining: number;
  loading: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const waiting = remaining > 0;
  return (
    <Button
      className={styles.sendCode}
      size="small"
      color="primary"
      fill="none"
      disabled={waiting}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {waiting ? t('auth.resendIn', { s: remaining }) : t('auth.sendCode')}
    </Button>
  );
}
