import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@cloudmine/ui/use-object-url';
import { api } from '@/lib/api/api';

/**
 * An uploaded image, which only its owner (and operators) may read: fetched through the wrapper's
 * `download` with the token, shown from an object URL (an <img src> cannot carry the token).
 */
export function PrivateImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const blob = useQuery({
    queryKey: ['private-image', path],
    queryFn: () => api.download(path, { quiet: true }),
    staleTime: Infinity,
  });
  const url = useObjectUrl(blob.data);
  if (!url) return <span className={`private-image-placeholder ${className ?? ''}`} aria-label={alt} />;
  return <img src={url} alt={alt} className={className} />;
}
