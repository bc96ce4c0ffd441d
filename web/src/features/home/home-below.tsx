import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CrowdfundingZone } from './crowdfunding-zone';
import styles from './home.module.css';
import { HomeNews } from './home-news';
import { HomeTrailers } from './home-trailers';
import { HotStrip } from './hot-strip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.card}>{children}</div>
    </section>
  );
}

/** Home below its first screen: the project lists, the trailers and the news, in a chunk of their own. */
export default function HomeBelow() {
  const { t } = useTranslation();
  return (
    <>
      <HotStrip />
      <section className={styles.section} aria-labelledby="home-crowdfunding-title">
        <h2 className={styles.sectionTitle} id="home-crowdfunding-title">
          {t('home.crowdfunding')}
        </h2>
        <CrowdfundingZone />
      </section>
      <section className={styles.section} aria-labelledby="home-trailers-title">
        <h2 className={styles.sectionTitle} id="home-trailers-title">
          {t('home.trailers')}
        </h2>
        <HomeTrailers />
      </section>
      <Section title={t('home.news')}>
        <HomeNews />
      </Section>
    </>
  );
}
