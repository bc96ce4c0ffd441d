import type { TSecondFactorSetup } from '@club/contract';
import { Alert, Button, Card, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { renderSVG } from 'uqr';
import { useAction } from '../../ui/use-action';
import { useFactorStatus } from './api/get-factor-status';
import { useConfirmFactor } from './api/post-factor-confirm';
import { useStartFactor } from './api/post-factor-start';
import { useRenewRecoveryCodes } from './api/post-recovery-codes';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import styles from './security.module.css';

/** The key in groups of four, easier to type into an app than 32 letters in a row. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Drawn here rather than by a QR service, so the secret never leaves the browser; as an image the
 * SVG is inert.
 */
const qrImage = (uri: string) => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`;

/** Scanning the secret into an app, and the first code from it that turns two-step sign-in on. */
function Enrol({ setup, onCodes }: { setup: TSecondFactorSetup; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmFactor();
  const { run, busy } = useAction();
  const qr = useMemo(() => qrImage(setup.uri), [setup.uri]);
  return (
    <div className={styles.setup}>
      <img src={qr} alt={t('security.qrAlt')} className={styles.qr} />
      <div>
        <Typography.Paragraph strong>{t('security.scan')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('security.manual')}</Typography.Paragraph>
        <Typography.Paragraph>
          <Typography.Text
            className={styles.secret}
            copyable={{ text: setup.secret }}
            data-testid="factor-secret"
            dir="ltr"
          >
            {grouped(setup.secret)}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph strong>{t('security.enterCode')}</Typography.Paragraph>
        <CodeForm
          label={t('security.turnOn')}
          busy={busy === 'confirm'}
          submit={(factorCode) =>
            run(
              'confirm',
              async () => onCodes((await confirm.mutateAsync({ factorCode })).recoveryCodes),
              null,
            )
          }
        />
      </div>
    </div>
  );
}

/** The operator's own two-step sign-in: its state, setting it up, and new recovery codes. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useFactorStatus();
  const start = useStartFactor();
  const renew = useRenewRecoveryCodes();
  const { run, busy } = useAction();
  const [setup, setSetup] = useState<TSecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (!status.data) return <Spin />;
    if (codes) {
      return (
        <RecoveryCodes
          codes={codes}
          onSaved={() => {
            setCodes(null);
            setSetup(null);
            navigate('/');
          }}
        />
      );
    }
    if (status.data.enrolled) {
      return (
        <>
          <Alert
            type="success"
            showIcon
            title={t('security.on')}
            description={
              <>
                {t('security.onHelp')}{' '}
                <span data-testid="codes-left">
                  {t('security.codesLeft', { count: status.data.recoveryCodesLeft })}
                </span>
              </>
            }
          />
          <section className={styles.section}>
            <Typography.Title level={5}>{t('security.renewTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('security.renewHelp')}</Typography.Paragraph>
            <CodeForm
              label={t('security.renew')}
              busy={busy === 'renew'}
              submit={(factorCode) =>
                run(
                  'renew',
                  async () => setCodes((await renew.mutateAsync({ factorCode })).recoveryCodes),
                  null,
                )
              }
            />
          </section>
        </>
      );
    }
    return (
      <>
        {status.data.required && (
          <Alert type="warning" showIcon title={t('security.required')} className={styles.gap} />
        )}
        <Typography.Paragraph>{t('security.intro')}</Typography.Paragraph>
        {setup ? (
          <Enrol setup={setup} onCodes={setCodes} />
        ) : (
          <Button
            type="primary"
            loading={busy === 'start'}
            onClick={() => run('start', async () => setSetup(await start.mutateAsync()), null)}
          >
            {t('security.start')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Card title={t('security.title')} className={styles.page}>
      {body()}
    </Card>
  );
}
