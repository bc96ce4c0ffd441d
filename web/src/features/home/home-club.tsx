import { useTranslation } from 'react-i18next';
import { useContentPreview } from '../../shared/api/get-content-page';
import { useStandingText } from '../../shared/api/get-standing-text';
import { uploadSrcSet } from '../../ui/responsive-image';
import { RichText } from '../../ui/rich-text';
import styles from './home.module.css';
import { HomeSection } from './home-section';

/** The most partners home shows; the same query as the company profile's list, so one request. */
const PARTNERS = 50;

/** The club's qualifications as the operators publish them; nothing until they do. */
export function HomeQualifications() {
  const { t } = useTranslation();
  const item = useStandingText('qualifications').data;
  if (!item) return null;
  return (
    <HomeSection id="home-qualifications-title" title={t('home.qualifications')}>
      <article className={`${styles.card} ${styles.qualifications}`} data-testid="home-qualifications">
        <h3 className={styles.qualificationsTitle}>{item.title}</h3>
        <RichText html={item.body} />
      </article>
    </HomeSection>
  );
}

/** The club's partners, logo and name; nothing while there are none. */
export function HomePartners() {
  const { t } = useTranslation();
  const partners = useContentPreview('partner', PARTNERS).data?.list ?? [];
  if (partners.length === 0) return null;
  return (
    <HomeSection id="home-partners-title" title={t('content.partners')}>
      <ul className={styles.partners} data-testid="home-partners">
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
            <span dir="auto">{p.title}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
