import {
  FUND_RECORD_TYPE_CODES,
  FUND_RECORD_TYPE_NAMES,
  type FundRecordType,
  type Language,
} from '@cloudmine/api';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { ListButtonRow } from '@/components/list-rows';
import { useRouteOverlay } from '@/hooks/use-route-overlay';
import { useTranslation } from '@/lib/i18n/use-translation';

const ALL = 'all';

/**
 * The record type to show: a row naming the current one that opens a sheet of all of them
 * (antd-mobile's Selector, as the app's other choices are), closed by the pick or the route.
 */
export function TypeFilter({
  type,
  language,
  onChange,
}: {
  type: FundRecordType | null;
  language: Language;
  onChange: (type: FundRecordType | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useRouteOverlay(false);
  const nameOf = (code: FundRecordType | null) =>
    code === null ? t('records.allTypes') : FUND_RECORD_TYPE_NAMES[code][language];
  return (
    <>
      <List className="records-type">
        <ListButtonRow extra={nameOf(type)} onClick={() => setOpen(true)} data-testid="records-type">
          {t('records.type')}
        </ListButtonRow>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton>
        <section className="scroll-sheet records-type-sheet" aria-label={t('records.type')}>
          <h2>{t('records.type')}</h2>
          <Selector
            columns={2}
            value={[type === null ? ALL : String(type)]}
            onChange={(value) => {
              setOpen(false);
              // Tapping the chosen one again deselects it in Selector: that keeps the choice.
              const picked = value[0];
              if (picked === undefined) return;
              onChange(picked === ALL ? null : (Number(picked) as FundRecordType));
            }}
            options={[
              { value: ALL, label: nameOf(null) },
              ...FUND_RECORD_TYPE_CODES.map((code) => ({ value: String(code), label: nameOf(code) })),
            ]}
          />
        </section>
      </Popup>
    </>
  );
}
