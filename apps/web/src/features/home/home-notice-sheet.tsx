import { formatDateTime } from '@cloudmine/api';
import type { Language, Notice } from '@cloudmine/api';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '@/lib/i18n/use-translation';

interface Props {
  items: readonly Notice[];
  open: Notice | null;
  language: Language;
  onClose: () => void;
}

/** The notices in a bottom sheet; loaded the first time a member opens it. */
export default function HomeNoticeSheet({ items, open, language, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible={open !== null} onMaskClick={onClose} onClose={onClose} showCloseButton>
      <div className="scroll-sheet home-notice-sheet" role="dialog" aria-label={t('home.notices')}>
        <h2>{t('home.notices')}</h2>
        {items.map((notice) => (
          <article key={notice.id} className={notice.id === open?.id ? 'is-current' : undefined}>
            <h3>{notice.title}</h3>
            <p>{notice.content}</p>
            <time dateTime={notice.publishedAt}>{formatDateTime(notice.publishedAt, language)}</time>
          </article>
        ))}
      </div>
    </Popup>
  );
}
