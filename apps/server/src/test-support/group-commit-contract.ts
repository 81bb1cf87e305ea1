import type { Generated, Kysely } from 'kysely';
import { expect, it } from 'vitest';

export interface EntriesTable {
  entries: { id: Generated<number>; label: string };
}

/** One engine's group commit, as a test file sets it up before each test. */
export interface GroupCommitSubject {
  /** The instance under test, on a database whose `entries` (unique labels) is empty. */
  db: Kysely<EntriesTable>;
  /** Another instance on the same database (another node); `maxUnits` makes small groups. */
  open: (limits?: { maxUnits: number }) => Kysely<EntriesTable>;
  /** The labels in `entries` as another connection sees them (only what is committed), by id. */
  committed: () => Promise<string[]>;
}

/**
 * What group commit promises on both engines (docs/ledger.md): a transaction is answered only once
 * its group has committed, a failing unit rolls back alone, and writes and reads outside a
 * transaction keep their usual meaning.
 */
export function groupCommitContract(subject: () => GroupCommitSubject): void {
  it('answers a transaction only once what it wrote is committed', async () => {
    const { db, committed } = subject();
    await db.transaction().execute((trx) => trx.insertInto('entries').values({ label: 'a' }).execute());
    expect(await committed()).toEqual(['a']);
  });

  it('commits many concurrent transactions together and rolls back only the one that failed', async () => {
    const { db, committed } = subject();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('entries')
            .values({ label: `unit-${i}` })
            .execute();
          if (i === 7) throw new Error('refused');
          await trx
            .insertInto('entries')
            .values({ label: `unit-${i}-second` })
            .execute();
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([
      { status: 'rejected', reason: new Error('refused') },
    ]);
    const labels = await committed();
    expect(labels).toHaveLength(78);
    expect(labels).not.toContain('unit-7');
    expect(labels).toContain('unit-8-second');
  });

  it('keeps the group when one unit breaks a constraint', async () => {
    const { db, committed } = subject();
    const results = await Promise.allSettled(
      ['x', 'x', 'y'].map((label) =>
        db.transaction().execute((trx) => trx.insertInto('entries').values({ label }).execute()),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await committed()).toEqual(['x', 'y']);
  });

  it('commits a write made outside a transaction before answering it', async () => {
    const { db, committed } = subject();
    await db.insertInto('entries').values({ label: 'lone' }).execute();
    expect(await committed()).toEqual(['lone']);
  });

  it('does not show a running transaction its own writes to lone reads', async () => {
    const { db } = subject();
    let seenOutside: number | null = null;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('entries').values({ label: 'pending' }).execute();
      seenOutside = (await db.selectFrom('entries').selectAll().execute()).length;
    });
    expect(seenOutside).toBe(0);
    expect(await db.selectFrom('entries').selectAll().execute()).toHaveLength(1);
  });

  it('commits a long stream of transactions in several groups', async () => {
    const { open, committed } = subject();
    const small = open({ maxUnits: 5 });
    await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        small.transaction().execute((trx) =>
          trx
            .insertInto('entries')
            .values({ label: `s${i}` })
            .execute(),
        ),
      ),
    );
    expect(await committed()).toHaveLength(23);
  });

  it('lets two instances on one database take turns without blocking each other', async () => {
    const { db, open, committed } = subject();
    const other = open();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? db : other).transaction().execute((trx) =>
          trx
            .insertInto('entries')
            .values({ label: `n${i}` })
            .execute(),
        ),
      ),
    );
    expect(await committed()).toHaveLength(20);
  });
}
