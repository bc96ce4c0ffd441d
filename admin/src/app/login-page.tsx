import type { TCaptchaChallenge } from '@club/contract';
import { ApiError, errorMessage } from '@club/contract/lib/envelope';
import { ErrorCode } from '@club/contract/lib/errors';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Slider, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { login, loginWithCode } from '../api/client';
import { getCaptcha } from './api/get-captcha';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';

type Values = { username: string; password: string };
type CaptchaAnswer = { captchaId: string; captchaX: number };

/**
 * Operator sign-in: the password, then, for an operator with a second factor, a code from their
 * authenticator app (or a recovery code). After repeated failures of either step the server asks
 * for the slider puzzle first.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The password step's challenge, while the code step is on screen. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [puzzle, setPuzzle] = useState<{
    retry: (answer: CaptchaAnswer) => Promise<void>;
    challenge: TCaptchaChallenge;
    x: number;
  } | null>(null);

  /** Runs one step; a step the server wants a solved puzzle for shows the puzzle and runs again. */
  async function run(step: (answer?: CaptchaAnswer) => Promise<void>, answer?: CaptchaAnswer) {
    setBusy(true);
    setError(null);
    try {
      await step(answer);
      setPuzzle(null);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 0;
      if (code === ErrorCode.CAPTCHA_REQUIRED || code === ErrorCode.CAPTCHA_FAILED) {
        setPuzzle({ retry: (next) => run(step, next), challenge: await getCaptcha(), x: 0 });
      } else {
        setPuzzle(null);
      }
      // The code step came too late: back to the password.
      if (code === ErrorCode.SECOND_FACTOR_CHALLENGE_EXPIRED) setChallenge(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function signedIn() {
    queryClient.clear();
    navigate('/', { replace: true });
  }

  const passwordStep = (values: Values) =>
    run(async (answer) => {
      const needed = await login({ ...values, ...answer });
      if (needed) setChallenge(needed.challenge);
      else signedIn();
    });

  const codeStep = (factorCode: string) =>
    run(async (answer) => {
      if (!challenge) return;
      await loginWithCode({ challenge, factorCode, ...answer });
      signedIn();
    });

  return (
    <main className={styles.loginScreen}>
      <h1 className="visually-hidden">{t('app.title')}</h1>
      <Card className={styles.loginCard} title={t('login.title')} extra={<LanguageSelect />}>
        {challenge === null ? (
          <Form<Values> layout="vertical" onFinish={passwordStep} disabled={busy}>
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            {error && !puzzle && <Alert type="error" title={error} showIcon className={styles.gap} />}
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
        ) : (
          <Form<{ code: string }>
            layout="vertical"
            onFinish={({ code }) => codeStep(code.trim())}
            disabled={busy}
            key={challenge}
          >
            <Typography.Paragraph type="secondary">{t('login.codeHelp')}</Typography.Paragraph>
            <Form.Item
              name="code"
              label={t('login.code')}
              rules={[
                { required: true, whitespace: true, message: t('common.required') },
                { min: 6, max: 32, message: t('login.codeFormat') },
              ]}
            >
              <Input autoComplete="one-time-code" autoFocus dir="ltr" spellCheck={false} />
            </Form.Item>
            {error && !puzzle && <Alert type="error" title={error} showIcon className={styles.gap} />}
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.verifyCode')}
            </Button>
            <Button
              type="link"
              block
              onClick={() => {
                setChallenge(null);
                setError(null);
              }}
            >
              {t('login.back')}
            </Button>
          </Form>
        )}
      </Card>
      <Modal
        open={puzzle !== null}
        title={t('login.puzzle')}
        okText={t('login.verify')}
        onCancel={() => setPuzzle(null)}
        onOk={() => puzzle?.retry({ captchaId: puzzle.challenge.captchaId, captchaX: puzzle.x })}
        confirmLoading={busy}
      >
        {puzzle && (
          <div>
            {error && <Alert type="error" title={error} showIcon className={styles.gap} />}
            <div
              className={styles.puzzle}
              style={{ width: puzzle.challenge.width, height: puzzle.challenge.height }}
            >
              <img src={puzzle.challenge.backgroundImage} alt="" />
              <img
                src={puzzle.challenge.pieceImage}
                alt=""
                className={styles.piece}
                style={{ top: puzzle.challenge.pieceY, insetInlineStart: puzzle.x }}
              />
            </div>
            <Slider
              min={0}
              max={puzzle.challenge.width - puzzle.challenge.pieceSize}
              value={puzzle.x}
              onChange={(x) => setPuzzle({ ...puzzle, x })}
              style={{ width: puzzle.challenge.width }}
              aria-label={t('login.puzzle')}
            />
          </div>
        )}
      </Modal>
    </main>
  );
}
