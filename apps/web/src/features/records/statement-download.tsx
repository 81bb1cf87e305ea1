import { STATEMENT_MONTH, STATEMENT_PATH, statementFilename } from '@cloudmine/api';
import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/api/api';
import { saveBlob } from '@cloudmine/ui/save-file';

/** This month as `YYYY-MM` on the device's calendar, where the picker starts. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The member's statement of a month as a CSV file, in their language (docs/member-care.md). */
export function StatementDownload() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const download = useMutation({
    mutationFn: () => api.download(`${STATEMENT_PATH}/${month}`),
    onSuccess: (file) => saveBlob(file, statementFilename(month)),
  });
  return (
    <div className="records-statement">
      <label htmlFor="statement-month">{t('records.statementMonth')}</label>
      <input
        id="statement-month"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <Button
        size="small"
        color="primary"
        fill="outline"
        disabled={!STATEMENT_MONTH.test(month)}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('records.downloadStatement')}
      </Button>
    </div>
  );
}
