import { formatMinor } from '@cloudmine/api';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { money } from '@/lib/format';

/** What a pledge product and a fund both have: a term, a daily rate and a smallest amount. */
interface TermProduct {
  termDays: number;
  dailyRateBps: number;
  minAmountMinor: number;
}

/** The list columns of what TermProductFields edits, first among a term catalogue's columns. */
export function termColumns<P extends TermProduct>(t: TFunction): ColumnsType<P> {
  return [
    { title: t('catalogue.termDays'), dataIndex: 'termDays' },
    { title: t('catalogue.dailyRateBps'), dataIndex: 'dailyRateBps' },
    { title: t('catalogue.minAmount'), dataIndex: 'minAmountMinor', render: money },
  ];
}

/** The form's values of what TermProductFields edits. */
export function termFieldsOf(product: TermProduct) {
  return {
    termDays: product.termDays,
    dailyRateBps: product.dailyRateBps,
    minAmount: formatMinor(product.minAmountMinor),
  };
}
