import { webcrypto } from 'node:crypto';
import { takeContractDrift } from '@cloudmine/api/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import '@/lib/antd-setup';

// jsdom's window has no SubtleCrypto; the envelope codec needs Node's real one.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Pages and the toast load as chunks on first use; the first load in a test run is slow to transform.
configure({ asyncUtilTimeout: 5_000 });

// A fixture the contract refuses, met while a page rendered, fails the test that served it.
afterEach(() => {
  const drift = takeContractDrift();
  if (drift.length > 0)
    throw new Error(`the fake server's fixtures drifted from the contract:\n${drift.join('\n')}`);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Toasts live outside the rendered tree; close them so the next test starts clean.
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.clear();
});

// Dialogs and toasts render in their own React roots and unmount when their closing animation ends.
// Let that finish before the file's jsdom is torn down, or React's scheduler runs without a window.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
});
