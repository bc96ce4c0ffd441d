import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './security.module.css';

/** Recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Alert type="warning" showIcon title={t('security.codesTitle')} description={t('security.codesHelp')} />
      <ol className={styles.codes} dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Typography.Text
          copyable={{
            text: codes.join('\n'),
            tooltips: [t('security.copyCodes'), t('security.copied')],
          }}
        >
          {t('security.copyCodes')}
        </Typography.Text>
        <Button type="primary" onClick={onSaved}>
          {t('security.saved')}
        </Button>
      </Space>
    </div>
  );
}
