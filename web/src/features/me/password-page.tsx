import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { PasswordField } from '../../ui/text-field';
import { showToast, toastError, toastSuccess } from '../../ui/toast';
import { checkConfirm, checkPassword, firstError, required } from '../../ui/validation';
import { useUpdatePassword } from './api/post-update-password';
import styles from './me.module.css';

export default function PasswordPage() {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const update = useUpdatePassword();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(
      required(oldPassword, 'oldPassword'),
      checkPassword(password, 'newPassword'),
      checkConfirm(password, confirmPassword),
    );
    if (problem) {
      void showToast({ content: problem });
      return;
    }
    try {
      await update.mutateAsync({ oldPassword, password, confirmPassword });
      toastSuccess(t('me.passwordChanged'));
      nav.back();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <PageNavBar title={t('pages.changePassword')} />
      <div className={styles.page}>
        <form className={styles.formCard} onSubmit={onSubmit} noValidate>
          <PasswordField
            prefix={<LockOutline />}
            value={oldPassword}
            onChange={setOldPassword}
            autoComplete="current-password"
            placeholder={t('me.oldPasswordPlaceholder')}
            aria-label={t('me.oldPasswordPlaceholder')}
            data-testid="old-password"
          />
          <PasswordField
            prefix={<LockOutline />}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            maxLength={16}
            placeholder={t('me.newPasswordPlaceholder')}
            aria-label={t('me.newPasswordPlaceholder')}
            data-testid="new-password"
          />
          <PasswordField
            prefix={<LockOutline />}
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            maxLength={16}
            placeholder={t('me.confirmNewPasswordPlaceholder')}
            aria-label={t('me.confirmNewPasswordPlaceholder')}
            data-testid="confirm-password"
          />
          <Button
            className={styles.save}
            type="submit"
            color="primary"
            block
            shape="rounded"
            loading={update.isPending}
            data-testid="submit"
          >
            {t('me.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
