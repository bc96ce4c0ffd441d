import { ErrorCode } from '@club/contract/lib/errors';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { t } from '../i18n';
import { CrownIcon } from '../ui/crown-icon';
import { confirmDialog } from '../ui/dialog';
import styles from './activation-tips.module.css';
import { nav } from './navigation';
import { paths } from './paths';

const UNLOCKS = ['invest', 'tasks', 'teamActivity', 'chat'] as const;

/** Activation tips (spec §2): why a feature needs VIP, what VIP unlocks, and that the deposit comes back. */
export function ActivationTips() {
  const { t } = useTranslation();
  return (
    <div className={styles.tips} data-testid="activation-tips">
      <span className={styles.crown}>
        <CrownIcon />
      </span>
      <p className={styles.lead}>{t('activation.lead')}</p>
      <ul className={styles.list}>
        {UNLOCKS.map((key) => (
          <li key={key}>{t(`activation.unlocks.${key}`)}</li>
        ))}
      </ul>
      <p className={styles.deposit}>{t('activation.deposit')}</p>
    </div>
  );
}

/** The tips in a dialog; "View VIP membership" opens the VIP member page. */
export async function showActivationTips(): Promise<void> {
  const open = await confirmDialog({
    title: t('pages.activationTips'),
    content: <ActivationTips />,
    confirmText: t('activation.open'),
    cancelText: t('activation.later'),
  });
  if (open) nav.navigateTo(paths.member);
}

/** The server's answer when a feature needs an active VIP membership (2101 MEMBERSHIP_REQUIRED). */
export function isMembershipRequired(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.MEMBERSHIP_REQUIRED;
}

/**
 * For a feature's error handler: shows the activation tips when the error is "membership required"
 * and says whether it did, so the caller shows its usual toast otherwise.
 */
export async function handleMembershipRequired(error: unknown): Promise<boolean> {
  if (!isMembershipRequired(error)) return false;
  await showActivationTips();
  return true;
}
