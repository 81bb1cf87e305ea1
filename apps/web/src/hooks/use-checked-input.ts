import { useState } from 'react';

/**
 * One input's text and the error shown under it. Typing clears the error: the new text has not been
 * checked yet. `bind` goes to the TextField; `setValue` sets the text and leaves the error as it is.
 */
export function useCheckedInput() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, setValue, error, setError, change, bind: { value, error, onChange: change } };
}
