import { SUPPORT_MAX_IMAGES } from '@cloudmine/api';
import { PhotoRow } from '@/components/photo-row';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The pictures a new ticket or a reply carries, up to the contract's limit. */
export function SupportPhotos(props: {
  idPrefix: string;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <PhotoRow
      idPrefix={props.idPrefix}
      purpose="support"
      max={SUPPORT_MAX_IMAGES}
      addLabel={t('care.addImage')}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
