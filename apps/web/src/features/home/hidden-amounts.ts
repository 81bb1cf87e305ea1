import { useState } from 'react';
import { readText, STORAGE_KEYS, writeText } from '@/lib/storage';

/** Tap-to-hide on the balance card, remembered on this device across visits. */
export function useHiddenAmounts(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => readText(STORAGE_KEYS.hideAmounts) === '1');
  const toggle = () => {
    const next = !hidden;
    writeText(STORAGE_KEYS.hideAmounts, next ? '1' : null);
    setHidden(next);
  };
  return [hidden, toggle];
}
