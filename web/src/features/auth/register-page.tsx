import { Button } from 'antd-mobile';
import { GiftOutline, LockOutline, MailOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberLoginTarget } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { paths, teamGroupPath } from '../../shared/paths';
import { SendCodeButton } from '../../ui/send-code-button';
import { PasswordField, TextField } from '../../ui/text-field';
import { showToast, toastError } from '../../ui/toast';
import { useCountdown } from '../../ui/use-countdown';
import {
  checkAreaCode,
  checkPassword,
  checkPhone,
  checkSmsCode,
  firstError,
  required,
} from '../../ui/validation';
import { postRegister } from './api/post-register';
import { postRegisterCheck } from './api/post-register-check';
import { postSms } from './api/post-sms';
import { useAreaCode } from './area-code';
import styles from './auth.module.css';
import { completeLogin } from './complete-login';
import { AreaCodePicker } from './components/area-code-picker';
import { AuthShell } from './components/auth-shell';
import { Captcha, type CaptchaAnswer } from './components/captcha';

export default function RegisterPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { areaCode } = useAreaCode();
  const [phone, setPhone] = useState('');
  const [inviteCode, setInviteCode] = useState(() => (query.inviteCode ?? query.code ?? '').trim());
  // A team-activity group link (`&group=`): once registered, the member lands on the group to join it.
  const group = Number(query.group);
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviter, setInviter] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const countdown = useCountdown();

  const contact = () => ({ areaCode, phone: phone.trim(), inviteCode: inviteCode.trim() });

  /** Check phone and invitation first, so no SMS is spent on a registration that cannot succeed. */
  async function onSendCode() {
    const problem = firstError(
      checkAreaCode(areaCode),
      checkPhone(phone),
      required(inviteCode, 'inviteCode'),
    );
    if (problem) {
      void showToast({ content: problem });
      return;
    }
    setChecking(true);
    try {
      const result = await postRegisterCheck(contact());
      setInviter(result.inviterNickName);
      setCaptchaOpen(true);
    } catch (error) {
      toastError(error);
    } finally {
      setChecking(false);
    }
  }

  async function sendSms(answer: CaptchaAnswer) {
    const sent = await postSms({ areaCode, phone: phone.trim(), ...answer });
    setCaptchaOpen(false);
    countdown.start(sent.resendAfter);
    void showToast({ icon: 'success', content: t('auth.codeSent') });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstError(
      checkAreaCode(areaCode),
      checkPhone(phone),
      required(inviteCode, 'inviteCode'),
      checkSmsCode(smsCode),
      checkPassword(password),
    );
    if (problem) {
      void showToast({ content: problem });
      return;
    }
    setBusy(true);
    try {
      const tokens = await postRegister({ ...contact(), password, smsCode: smsCode.trim() });
      if (Number.isInteger(group) && group > 0) rememberLoginTarget(teamGroupPath(group));
      await completeLogin(tokens, 'register');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell
      pageTitle={t('pages.register')}
      heading={t('auth.createAccount')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={paths.login} replace data-testid="go-login">
            {t('auth.goLogin')}
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
        <TextField
          prefix={<GiftOutline />}
          value={inviteCode}
          onChange={(v) => {
            setInviteCode(v.toUpperCase());
            setInviter(null);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          name="inviteCode"
          maxLength={16}
          placeholder={t('auth.inviteCodePlaceholder')}
          aria-label={t('auth.inviteCodePlaceholder')}
          data-testid="invite-code"
        />
        {inviter && (
          <p className={styles.inviter} data-testid="inviter">
            {t('auth.invitedBy', { name: inviter })}
          </p>
        )}
        <TextField
          prefix={<MailOutline />}
          value={smsCode}
          onChange={(v) => setSmsCode(v.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          name="smsCode"
          maxLength={6}
          placeholder={t('auth.smsCodePlaceholder')}
          aria-label={t('auth.smsCodePlaceholder')}
          data-testid="sms-code"
          suffix={
            <SendCodeButton
              remaining={countdown.remaining}
              loading={checking}
              onClick={onSendCode}
              testId="send-code"
            />
          }
        />
        <PasswordField
          prefix={<LockOutline />}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
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
          {t('auth.register')}
        </Button>
      </form>
      <Captcha visible={captchaOpen} onClose={() => setCaptchaOpen(false)} onVerify={sendSms} />
    </AuthShell>
  );
}
