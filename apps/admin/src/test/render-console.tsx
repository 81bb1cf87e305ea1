import type { Transport } from '@cloudmine/api';
import { render } from '@testing-library/react';
import { ConsoleApp } from '@/app/console-app';
import { createQueryClient } from '@/app/bootstrap';
import { testCodec } from '@cloudmine/api/testing';

/** The whole console at a route, talking to a fake transport. */
export async function renderConsole(transport: Transport, initialPath: string) {
  const codec = await testCodec();
  return render(
    <ConsoleApp
      codec={codec}
      queryClient={createQueryClient()}
      transport={transport}
      initialPath={initialPath}
    />,
  );
}
