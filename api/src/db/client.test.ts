/** The database handle's own rules, on the engine the suite runs on (SQLite, or PostgreSQL under test:pg). */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { account } from '../test/catalog-fixtures';
import { useTestApp, TEST_ENGINE } from '../test/helpers';
import { query, TransactionGuard } from './client';
import { users } from './schema';

const t = useTestApp();

const NAME_OF = query('SELECT name FROM users WHERE id = ?');
const RENAME = query('UPDATE users SET name = ? WHERE id = ?');

describe('Db', () => {
  const onViolation = TransactionGuard.onViolation;
  afterEach(() => {
    TransactionGuard.onViolation = onViolation;
  });

  it('a transaction commits everything or nothing; a nested one is a savepoint', async () => {
    const user = await account(t, 'client');
    await expect(
      t.db.tx(async (tx) => {
        await tx.exec(RENAME, ['Awa', user.id]);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.db.value(NAME_OF, [user.id])).toBe(user.name);

    await t.db.tx(async (tx) => {
      await tx.update(users).set({ name: 'Awa' }).where(eq(users.id, user.id));
      await expect(
        tx.tx(async (inner) => {
          await inner.exec(RENAME, ['Binta', user.id]);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      // The savepoint's write is undone, the outer one kept.
      expect(await tx.value(NAME_OF, [user.id])).toBe('Awa');
    });
    expect(await t.db.value(NAME_OF, [user.id])).toBe('Awa');
  });

  it('transactions begun together run as separate transactions: one failing does not undo the other', async () => {
    const user = await account(t, 'client');
    const other = await account(t, 'client');
    const results = await Promise.allSettled([
      t.db.tx(async (tx) => {
        await tx.exec(RENAME, ['Awa', user.id]);
        await tx.value(NAME_OF, [user.id]);
        throw new Error('first fails');
      }),
      t.db.tx(async (tx) => {
        await tx.exec(RENAME, ['Binta', other.id]);
        await tx.value(NAME_OF, [other.id]);
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await t.db.value(NAME_OF, [user.id])).toBe(user.name);
    expect(await t.db.value(NAME_OF, [other.id])).toBe('Binta');
  });

  it('rows / row / value / exec read and write through one prepared statement', async () => {
    const user = await account(t, 'client');
    expect(await t.db.exec(RENAME, ['Coumba', user.id])).toBe(1);
    expect(await t.db.exec(RENAME, ['Coumba', 'nobody'])).toBe(0);
    expect(await t.db.row<{ name: string }>(NAME_OF, [user.id])).toEqual({ name: 'Coumba' });
    expect(await t.db.rows<{ name: string }>(NAME_OF, [user.id])).toEqual([{ name: 'Coumba' }]);
    expect(await t.db.row(NAME_OF, ['nobody'])).toBeUndefined();
  });

  it.skipIf(TEST_ENGINE !== 'sqlite')(
    'SQLite: a transaction that awaits something else than the database is reported',
    async () => {
      const reported: string[] = [];
      TransactionGuard.onViolation = (message) => reported.push(message);
      await t.db.tx(async (tx) => {
        await tx.value(query('SELECT 1'));
        // A timer: another request could run on the connection meanwhile, inside this transaction.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      expect(reported).toHaveLength(1);

      await t.db.tx(async (tx) => {
        await tx.value(query('SELECT 1'));
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(reported).toHaveLength(1);
    },
  );

  it.skipIf(TEST_ENGINE !== 'pg')('PostgreSQL: lockRows holds a row until the transaction ends', async () => {
    const user = await account(t, 'client');
    const order: string[] = [];
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = t.db.tx(async (tx) => {
      await tx.lockRows(users, [user.id]);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('first');
    });
    await isLocked;
    const second = t.db.tx(async (tx) => {
      await tx.lockRows(users, [user.id]);
      order.push('second');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    await expect(t.db.lockRows(users, [user.id])).rejects.toThrow('lockRows hors transaction');
  });
});
