import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** The fund password that confirms a money or payout-account action; never offered for autofill. */
export function FundPasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'>) {
  return <TextField type="password" autoComplete="off" {...props} />;
}
