import { ErrorCode } from '@club/contract/lib/errors';
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { paths } from '../../shared/paths';
import { PasswordField, TextField } from '../../ui/text-field';
import { showToast, toastError } from '../../ui/toast';
import { checkAreaCode, checkPassword, checkPhone, firstError } from '../../ui/validation';
import { postLogin } from './api/post-login';
import { useAreaCode } from './area-code';
import styles from './auth.module.css';
import { completeLogin } from './complete-login';
import { AreaCodePicker } from './components/area-code-picker';
import { AuthShell } from './components/auth-shell';
import { Captcha, type CaptchaAnswer } from './components/captcha';

export default function LoginPage() {
  const { t } = useTranslation();
  const { areaCode } = useAreaCode();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);

  /** One attempt; the server may ask for the slider puzzle first (1201). */
  async function attempt(answer?: CaptchaAnswer) {
    const tokens = await postLogin({ areaCode, phone: phone.trim(), password, ...answer });
    setCaptchaOpen(false);
    await completeLogin(tokens, 'password');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(checkAreaCode(areaCode), checkPhone(phone), checkPassword(password));
    if (problem) {
      void showToast({ content: problem });
      return;
    }
    setBusy(true);
    try {
      await attempt();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CAPTCHA_REQUIRED) setCaptchaOpen(true);
      else toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell
      pageTitle={t('pages.login')}
      heading={t('auth.welcomeBack')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={paths.register} replace data-testid="go-register">
            {t('auth.goRegister')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          prefix={<AreaCodePicker />}
          value={phone}
          onChange={(v) => setPhone(v.replace(/\D/g, ''))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          name="phone"
          maxLength={15}
          placeholder={t('auth.phonePlaceholder')}
          aria-label={t('auth.phonePlaceholder')}
          data-testid="phone"
        />
        <PasswordField
          prefix={<LockOutline />}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          name="password"
          maxLength={16}
          placeholder={t('auth.passwordPlaceholder')}
          aria-label={t('auth.passwordPlaceholder')}
          data-testid="password"
        />
        <Button
          className={styles.submit}
          type="submit"
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={busy}
          data-testid="submit"
        >
          {t('auth.login')}
        </Button>
      </form>
      <Captcha visible={captchaOpen} onClose={() => setCaptchaOpen(false)} onVerify={attempt} />
    </AuthShell>
  );
}
