import type { TCaptchaChallenge } from '@club/contract';
import { ApiError, errorMessage } from '@club/contract/lib/envelope';
import { ErrorCode } from '@club/contract/lib/errors';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { login } from '../api/client';
import { getCaptcha } from './api/get-captcha';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';

type Values = { username: string; password: string };

/** Operator sign-in; after repeated failures the server asks for the slider puzzle first. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [puzzle, setPuzzle] = useState<{ values: Values; challenge: TCaptchaChallenge; x: number } | null>(
    null,
  );

  async function attempt(values: Values, answer?: { captchaId: string; captchaX: number }) {
    setBusy(true);
    setError(null);
    try {
      await login({ ...values, ...answer });
      queryClient.clear();
      navigate('/', { replace: true });
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 0;
      if (code === ErrorCode.CAPTCHA_REQUIRED || code === ErrorCode.CAPTCHA_FAILED) {
        const challenge = await getCaptcha();
        setPuzzle({ values, challenge, x: 0 });
      } else {
        setPuzzle(null);
      }
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.loginScreen}>
      <h1 className="visually-hidden">{t('app.title')}</h1>
      <Card className={styles.loginCard} title={t('login.title')} extra={<LanguageSelect />}>
        <Form<Values> layout="vertical" onFinish={(values) => attempt(values)} disabled={busy}>
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
      </Card>
      <Modal
        open={puzzle !== null}
        title={t('login.puzzle')}
        okText={t('login.verify')}
        onCancel={() => setPuzzle(null)}
        onOk={() =>
          puzzle && attempt(puzzle.values, { captchaId: puzzle.challenge.captchaId, captchaX: puzzle.x })
        }
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
