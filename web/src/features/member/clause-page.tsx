import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useStandingText } from '../../shared/api/get-standing-text';
import { PageNavBar } from '../../shared/nav-bar';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { RichText } from '../../ui/rich-text';
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

/** The app's own translated terms, for a club whose operators have not published a clause. */
function BuiltInClause() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(currentLanguage());
  return (
    <article className={styles.clause} data-testid="member-clause-text" data-source="built-in">
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
  );
}

/**
 * The membership terms: the member clause the operators published last, or the built-in terms when
 * none is. A failed load offers a retry rather than the built-in text, which may not be the club's.
 */
export default function ClausePage() {
  const { t } = useTranslation();
  const clause = useStandingText('memberClause');
  return (
    <>
      <PageNavBar title={t('pages.memberClause')} />
      <div className={styles.page}>
        <QueryState query={clause} loading={<PageLoading />}>
          {(item) =>
            item ? (
              <article className={styles.clause} data-testid="member-clause-text" data-source="published">
                <h1 className={styles.publishedTitle}>{item.title}</h1>
                <RichText html={item.body} />
              </article>
            ) : (
              <BuiltInClause />
            )
          }
        </QueryState>
      </div>
    </>
  );
}
