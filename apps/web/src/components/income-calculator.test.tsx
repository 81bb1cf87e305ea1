import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { IncomeCalculator } from './income-calculator';

describe('the income calculator', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  const show = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

  it('multiplies a machine’s daily income by the quantity, over the term', () => {
    show(<IncomeCalculator rule={{ kind: 'machine', unitDailyMinor: 2_50 }} termDays={30} initial="1" />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(screen.getByText('Daily income').nextElementSibling?.textContent).toBe('7.50\u00a0USD');
    expect(screen.getByText('Income over 30 days').nextElementSibling?.textContent).toBe('225.00\u00a0USD');
  });

  it('applies the daily rate to an amount and rounds as the payouts do', () => {
    show(<IncomeCalculator rule={{ kind: 'rate', dailyRateBps: 150 }} termDays={10} initial="10" />);
    // 1.5% of 33.33 is 0.49995: 0.49 is paid each day.
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: '33.33' } });
    expect(screen.getByText('Daily income').nextElementSibling?.textContent).toBe('0.49\u00a0USD');
    expect(screen.getByText('Income over 10 days').nextElementSibling?.textContent).toBe('4.90\u00a0USD');
    fireEvent.change(screen.getByLabelText('Amount (USD)'), { target: { value: 'abc' } });
    expect(screen.getByText('Daily income').nextElementSibling?.textContent).toBe('—');
  });
});
