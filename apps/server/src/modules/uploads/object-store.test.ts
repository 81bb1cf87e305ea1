import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from './object-store.js';

describe('local disk object store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-store-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = createLocalDiskStore(dir);
  const key = `identity/${'ab'.repeat(16)}`;

  it('keeps, reads back and deletes bytes under a key', async () => {
    await store.put(key, Buffer.from('hello'));
    expect((await store.get(key))?.toString()).toBe('hello');
    expect(fs.readdirSync(path.join(dir, 'identity'))).toEqual(['ab'.repeat(16)]);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid object key');
    await expect(store.get(`identity/../../${'ab'.repeat(15)}`)).rejects.toThrow('invalid object key');
  });
});
