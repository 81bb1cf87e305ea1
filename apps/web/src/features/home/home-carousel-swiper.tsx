import type { CarouselImage } from '@cloudmine/api';
import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HomeSlide } from './home-slide';

/** SPEC §9: swiper interval 3000 ms. */
const SWIPER_INTERVAL_MS = 3000;

/** The sliding carousel; loaded after Home's first paint (it brings react-spring along). */
export default function HomeCarouselSwiper({ items }: { items: readonly CarouselImage[] }) {
  const { t } = useTranslation();
  return (
    <Swiper
      className="home-carousel"
      autoplay
      autoplayInterval={SWIPER_INTERVAL_MS}
      loop={items.length > 1}
      aria-label={t('home.entries')}
    >
      {items.map((item) => (
        <Swiper.Item key={item.id}>
          <HomeSlide item={item} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
