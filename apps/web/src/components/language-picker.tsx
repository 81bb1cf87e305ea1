import { LANGUAGES, type Language } from '@cloudmine/api';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { changeLanguage, LANGUAGE_NAMES } from '@/lib/language';
import { showSuccess } from '@/lib/toast';

/** A list row showing the current language; tapping it offers the three. */
export function LanguageListItem({ label }: { label: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = i18n.language as Language;
  return (
    <>
      <List.Item extra={LANGUAGE_NAMES[current]} onClick={() => setOpen(true)} data-testid="language-item">
        {label}
      </List.Item>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common.cancel')}
        extra={t('language.title')}
        actions={LANGUAGES.map((language) => ({
          key: language,
          text: LANGUAGE_NAMES[language],
          bold: language === current,
          onClick: () => {
            setOpen(false);
            if (language === current) return;
            changeLanguage(language).then(
              () => showSuccess(t('language.changed', { lng: language })),
              // The request wrapper has already shown the failure; the local switch stands.
              () => undefined,
            );
          },
        }))}
      />
    </>
  );
}
