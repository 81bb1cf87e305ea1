import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted: the name of the number field. */
  label: string;
}

/**
 * A whole-number stepper: minus, the number, plus. antd-mobile's Stepper leaves its number field
 * without a name and puts spin-button attributes on a plain div, which screen readers cannot use.
 */
export function QuantityStepper({ value, min, max, onChange, label }: QuantityStepperProps) {
  const { t } = useTranslation();
  // What is typed stays as typed until it leaves the field, so "12" can be typed past "1".
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const commit = () => {
    if (draft !== null && /^\d+$/.test(draft)) onChange(clamp(Number(draft)));
    setDraft(null);
  };
  return (
    <div className="quantity-stepper">
      <button
        type="button"
        aria-label={t('common.decrease')}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button
        type="button"
        aria-label={t('common.increase')}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
