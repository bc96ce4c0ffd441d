import { useTranslation } from 'react-i18next';
import { useContentPreview } from '../../shared/api/get-content-page';
import { useStandingText } from '../../shared/api/get-standing-text';
import { PageNavBar } from '../../shared/nav-bar';
import { EmptyState } from '../../ui/empty-state';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { uploadSrcSet } from '../../ui/responsive-image';
import { RichText } from '../../ui/rich-text';
import styles from './content.module.css';

/** Company profile (spec §2), with the club's qualifications and partners. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const profile = useStandingText('companyProfile');
  const qualifications = useStandingText('qualifications').data;
  const partners = useContentPreview('partner', 50).data?.list ?? [];
  return (
    <>
      <PageNavBar title={t('pages.companyProfile')} />
      <div className={styles.page}>
        <QueryState query={profile} loading={<PageLoading />}>
          {(item) =>
            item ? (
              <article className={styles.article} data-testid="company-profile">
                <h1 className={styles.articleTitle}>{item.title}</h1>
                <RichText html={item.body} />
              </article>
            ) : (
              <EmptyState description={t('content.emptyProfile')} />
            )
          }
        </QueryState>
        {qualifications && (
          <article className={`${styles.article} ${styles.block}`} data-testid="qualifications">
            <h2 className={styles.articleTitle}>{qualifications.title}</h2>
            <RichText html={qualifications.body} />
          </article>
        )}
        {partners.length > 0 && (
          <section className={`${styles.article} ${styles.block}`} data-testid="partners">
            <h2 className={styles.articleTitle}>{t('content.partners')}</h2>
            <ul className={styles.partners}>
              {partners.map((p) => (
                <li key={p.id} className={styles.partner}>
                  {p.image && (
                    <img
                      src={p.image}
                      srcSet={uploadSrcSet(p.image)}
                      sizes="150px"
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <span>{p.title}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
