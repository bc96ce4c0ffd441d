import { useTranslation } from 'react-i18next';
import { CrowdfundingZone } from './crowdfunding-zone';
import styles from './home.module.css';
import { HomePartners, HomeQualifications } from './home-club';
import { HomeActors, HomeScores } from './home-films';
import { HomeNews } from './home-news';
import { HomeSection } from './home-section';
import { HomeTrailers } from './home-trailers';
import { HotStrip } from './hot-strip';

/**
 * Home below its first screen, in a chunk of its own: the project lists, the trailers, the films'
 * scores and actors, the news, the qualifications and the partners.
 */
export default function HomeBelow() {
  const { t } = useTranslation();
  return (
    <>
      <HotStrip />
      <HomeSection id="home-crowdfunding-title" title={t('home.crowdfunding')}>
        <CrowdfundingZone />
      </HomeSection>
      <HomeSection id="home-trailers-title" title={t('home.trailers')}>
        <HomeTrailers />
      </HomeSection>
      <HomeScores />
      <HomeActors />
      <HomeSection id="home-news-title" title={t('home.news')}>
        <div className={styles.card}>
          <HomeNews />
        </div>
      </HomeSection>
      <HomeQualifications />
      <HomePartners />
    </>
  );
}
