import { expect, it } from 'vitest';
import { describeOnEngines } from '../../test-support/test-app.js';
import { everyColumn } from './columns.js';
import { preparedRowInsert } from './prepared-query.js';
import type { BanksTable } from './tables/bank-cards.js';

const insertBank = preparedRowInsert(
  'banks',
  everyColumn<BanksTable>({ id: true, name: true, enabled: true, sort_order: true, created_at: true }),
);

describeOnEngines('a row insert built once', (t) => {
  it('answers each row inserted with its own values, and leaves out a column left undefined', async () => {
    const { db } = t.services;
    const first = await insertBank(db, {
      name: 'Sonali',
      enabled: 1,
      sort_order: 3,
      created_at: '2026-11-27T10:00:00.000Z',
    });
    const second = await insertBank(db, {
      name: 'Janata',
      enabled: 0,
      sort_order: 4,
      created_at: '2026-11-27T11:00:00.000Z',
    });
    expect(second.id).toBeGreaterThan(first.id);
    expect([first, second]).toEqual([
      { id: first.id, name: 'Sonali', enabled: 1, sort_order: 3, created_at: '2026-11-27T10:00:00.000Z' },
      { id: second.id, name: 'Janata', enabled: 0, sort_order: 4, created_at: '2026-11-27T11:00:00.000Z' },
    ]);

    // Another set of columns is another statement: here the id is given.
    const given = await insertBank(db, {
      id: second.id + 10,
      name: 'Rupali',
      enabled: 1,
      sort_order: 5,
      created_at: '2026-11-27T12:00:00.000Z',
    });
    expect(given.id).toBe(second.id + 10);
    const undefinedId = await insertBank(db, {
      id: undefined,
      name: 'Agrani',
      enabled: 1,
      sort_order: 6,
      created_at: '2026-11-27T13:00:00.000Z',
    });
    expect(undefinedId).toMatchObject({ name: 'Agrani', sort_order: 6 });
    expect(undefinedId.id).toBeGreaterThan(0);
  });
});
