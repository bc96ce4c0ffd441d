import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../app/nav-bar';
import { currentLanguage } from '../../i18n';
import styles from './member.module.css';

/** The terms in the order a member meets them: what it is, paying, getting the deposit back, rights. */
const SECTIONS = [
  'membership',
  'deposit',
  'fee',
  'payment',
  'renewal',
  'return',
  'cancel',
  'privileges',
  'svip',
] as const;

/** The membership terms, as plain translated text. */
export default function ClausePage() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  return (
    <>
      <PageNavBar title={t('pages.memberClause')} />
      <div className={styles.page}>
        <article className={styles.clause} data-testid="member-clause-text">
          <p className={styles.clauseIntro}>{t('member.clause.intro')}</p>
          {SECTIONS.map((id, index) => (
            <section key={id} className={styles.clauseSection}>
              <h2>
                {number.format(index + 1)}. {t(`member.clause.${id}.title`)}
              </h2>
              <p>{t(`member.clause.${id}.body`)}</p>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
