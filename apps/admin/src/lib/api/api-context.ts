import { createContext, useContext } from 'react';
import type { ConsoleApi } from './api';

export const ApiContext = createContext<ConsoleApi | null>(null);

/** The console's one way to call the server (installed by app/providers.tsx). */
export function useApi(): ConsoleApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside the ApiContext provider');
  return api;
}
