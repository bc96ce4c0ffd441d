import { Checkbox } from 'antd-mobile';
import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './project.module.css';

/** Paragraphs of a text the server separates with blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The plain risk warning before money is committed (PRODUCT.md §0). The first investment needs it
 * acknowledged: then the box must be ticked.
 */
export function RiskWarning({
  text,
  required,
  accepted,
  onAccept,
}: {
  text: string;
  required: boolean;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.risk} data-testid="invest-risk" aria-labelledby="invest-risk-title">
      <h3 className={styles.riskTitle} id="invest-risk-title">
        <ExclamationShieldOutline /> {t('invest.riskTitle')}
      </h3>
      {paragraphs(text).map((p) => (
        <p key={p} className={styles.riskText}>
          {p}
        </p>
      ))}
      {required && (
        <Checkbox
          className={styles.riskAccept}
          checked={accepted}
          onChange={onAccept}
          data-testid="invest-risk-accept"
        >
          {t('invest.riskAccept')}
        </Checkbox>
      )}
    </section>
  );
}
