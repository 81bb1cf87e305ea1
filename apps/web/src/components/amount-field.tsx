import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A sum of money typed as decimal text (the keypad with a point), unless the feature asks whole numbers. */
export function AmountField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="decimal" {...props} />;
}
