import * as contract from '@cloudmine/api';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

describe('endpoints', () => {
  it('match the contract call of the same name in method and path', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const def = (contract as Record<string, unknown>)[name] as contract.CallDef | undefined;
      expect(def, name).toBeDefined();
      expect({ method: endpoint.method, path: endpoint.path }, name).toEqual({
        method: def?.method,
        path: def?.path,
      });
    }
  });
});
