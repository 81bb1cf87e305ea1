import { webcrypto } from 'node:crypto';
import { takeContractDrift } from '@cloudmine/api/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';

// jsdom's window has no SubtleCrypto; the envelope codec needs Node's real one.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Ant Design reads media queries for its responsive layout (Sider breakpoints, Table); jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Ant Design pages are heavy in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await initI18n('en');
});

// A fixture the contract refuses, met while a page rendered, fails the test that served it.
afterEach(() => {
  const drift = takeContractDrift();
  if (drift.length > 0)
    throw new Error(`the fake server's fixtures drifted from the contract:\n${drift.join('\n')}`);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Dialogs and messages unmount after their closing animation; let that finish before jsdom goes.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
});
