import type { EnvelopeCodec, Transport } from '@cloudmine/api';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';

interface ConsoleAppProps {
  codec: EnvelopeCodec;
  queryClient: QueryClient;
  transport?: Transport;
  /** Tests start at a route in memory; the browser uses the hash (no server routing under /admin/). */
  initialPath?: string;
}

export function ConsoleApp({ codec, queryClient, transport, initialPath }: ConsoleAppProps) {
  const [router] = useState(() =>
    initialPath === undefined
      ? createHashRouter(routes)
      : createMemoryRouter(routes, { initialEntries: [initialPath] }),
  );
  return (
    <Providers codec={codec} queryClient={queryClient} {...(transport ? { transport } : {})}>
      <RouterProvider router={router} />
    </Providers>
  );
}
