import type { CarouselImage } from '@cloudmine/api';
import { useNavigate } from 'react-router';
import { isAppPath } from '@/config/paths';

/** One carousel image; it opens its page when the operator linked one. */
export function HomeSlide({ item }: { item: CarouselImage }) {
  const navigate = useNavigate();
  const target = isAppPath(item.linkPath) ? item.linkPath : null;
  return (
    <button
      type="button"
      className="home-slide"
      disabled={!target}
      onClick={() => target && void navigate(target)}
    >
      <img src={item.imageUrl} alt={item.title} width={750} height={300} />
    </button>
  );
}
