import './lib/zod-without-eval';
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app';
import { createQueryClient, pageCodec } from './app/bootstrap';
import { initI18n } from './lib/i18n/i18n';

async function start(): Promise<void> {
  const [codec] = await Promise.all([pageCodec(), initI18n()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp codec={codec} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
