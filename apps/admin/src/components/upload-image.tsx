import { ADMIN_UPLOAD_PATH } from '@cloudmine/api';
import { useObjectUrl } from '@cloudmine/ui/use-object-url';
import { useQuery } from '@tanstack/react-query';
import { Image } from 'antd';
import { useApi } from '@/lib/api/api-context';

/** A member's uploaded image, read with the operator's token (an <img src> cannot carry it). */
export function UploadImage({ id, alt, width = 220 }: { id: number; alt: string; width?: number }) {
  const api = useApi();
  const blob = useQuery({
    queryKey: ['upload', id],
    queryFn: () => api.download(`${ADMIN_UPLOAD_PATH}/${id}`),
    staleTime: Infinity,
  });
  const url = useObjectUrl(blob.data);
  return url ? (
    <Image src={url} alt={alt} width={width} data-testid="upload-image" />
  ) : (
    <div style={{ width, height: width * 0.63, background: '#f5f5f5' }} aria-label={alt} />
  );
}
