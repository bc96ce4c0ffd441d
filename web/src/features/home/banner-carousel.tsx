import type { TContentItem } from '@club/contract';
import { Swiper } from 'antd-mobile';
import { BannerSlide } from './banner-slide';
import styles from './home-content.module.css';

/** The banners as a carousel, turning by themselves and by swipe. */
export default function BannerCarousel({ banners }: { banners: TContentItem[] }) {
  return (
    <Swiper className={styles.banners} autoplay loop data-testid="home-banner">
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} index={index} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
