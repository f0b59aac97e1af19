/**
 * The ledger's check (issue 17, `GET /admin/ledger/check`): everything re-added from the entries,
 * with a few GROUP BY statements, nothing taken from a running total.
 *
 * - every transaction sums to zero (the ones that do not are listed);
 * - all the entries together sum to zero;
 * - the `provider` account holds what the payment provider says it holds: the payments it
 *   confirmed (`paiements` succeeded or refunded) minus what it refunded (`refunded_cents`). In
 *   test mode those rows are the provider's own records; with Stripe they are what Stripe
 *   confirmed to us. A refund in flight (reserved, `refunded_cents` already grown, provider not
 *   answered yet) shows as a difference until it completes or is released.
 *
 * The verdict's figures (totals, counts, provider) come from ONE statement, so one snapshot of
 * the database on both engines even while orders go on; the per-account balances are a second
 * statement and may include a few events more.
 */
import { z } from '@hono/zod-openapi';
import { LEDGER_ACCOUNTS, LEDGER_TRANSACTION_KINDS } from '@teranga/shared-ui/rules';
import { query, type Db } from '../db/client';
import { toEuros } from '../lib/money';

/** At most this many unbalanced transactions are listed (`unbalanced_count` has them all). */
export const MAX_UNBALANCED_LISTED = 500;

/** The groups of the `accounts` list: restaurants and couriers are summed (a statement has them one by one). */
export const RESTAURANTS_GROUP = 'restaurants';
export const COURIERS_GROUP = 'couriers';

const UnbalancedSchema = z
  .object({
    transaction_id: z.string(),
    kind: z.enum(LEDGER_TRANSACTION_KINDS),
    commande_id: z.string().nullable(),
    sum: z.number().openapi({ description: 'Somme de ses lignes (euros), non nulle' }),
  })
  .openapi('LedgerUnbalancedTransaction');

const AccountBalanceSchema = z
  .object({
    account: z.string().openapi({
      description: `Un compte de la plateforme (\`${LEDGER_ACCOUNTS.provider}\`, \`${LEDGER_ACCOUNTS.escrow}\`, \`platform:…\`), ou \`${RESTAURANTS_GROUP}\` / \`${COURIERS_GROUP}\` : tous les restaurants, tous les livreurs`,
      example: LEDGER_ACCOUNTS.commission,
    }),
    balance: z.number().openapi({
      description:
        'Solde (euros) : débits − crédits. Négatif pour ce que la plateforme doit (restaurants, livreurs, séquestre) ou a gagné (commission, frais de livraison)',
      example: -125.4,
    }),
  })
  .openapi('LedgerAccountBalance');

export const LedgerCheckSchema = z
  .object({
    balanced: z.boolean().openapi({
      description:
        'Aucune transaction déséquilibrée, somme de toutes les lignes nulle et aucun écart avec le prestataire',
    }),
    transactions: z.number().int().openapi({ description: 'Nombre de transactions du grand livre' }),
    entries: z.number().int().openapi({ description: 'Nombre de lignes' }),
    unbalanced: z.array(UnbalancedSchema).openapi({
      description: `Les transactions dont les lignes ne s’annulent pas (${MAX_UNBALANCED_LISTED} au plus, les plus anciennes d’abord)`,
    }),
    unbalanced_count: z.number().int().openapi({ description: 'Nombre de transactions déséquilibrées' }),
    total: z.number().openapi({ description: 'Somme de toutes les lignes (euros) : 0 quand tout est juste' }),
    provider: z
      .object({
        ledger: z.number().openapi({ description: 'Solde du compte `provider` (euros)' }),
        recorded: z.number().openapi({
          description:
            'Ce que le prestataire de paiement a encaissé moins ce qu’il a remboursé (euros) : paiements `succeeded` ou `refunded`, montant − remboursé',
        }),
        difference: z.number().openapi({ description: '`ledger` − `recorded` (euros) : 0 quand tout est juste' }),
      })
      .openapi('LedgerProviderCheck'),
    accounts: z.array(AccountBalanceSchema),
    checked_at: z.string().openapi({ description: 'Heure du contrôle (ISO 8601 UTC)' }),
  })
  .openapi('LedgerCheck');
export type LedgerCheck = z.infer<typeof LedgerCheckSchema>;

/** PostgreSQL's SUM / COUNT of integers are bigint strings; SQLite's are numbers. */
type Big = number | string | null;
const num = (value: Big | undefined): number => Number(value ?? 0);

// The verdict's figures in one statement (one snapshot): see the module comment.
const FIGURES = query(`SELECT
  (SELECT count(*) FROM ledger_transactions) AS transactions,
  (SELECT count(*) FROM ledger_entries) AS entries,
  (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries) AS total,
  (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries WHERE account = 'provider') AS provider_ledger,
  (SELECT COALESCE(SUM(amount_cents - refunded_cents), 0) FROM paiements
     WHERE status IN ('succeeded', 'refunded')) AS provider_recorded,
  (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries
     GROUP BY transaction_id HAVING SUM(amount_cents) <> 0) u) AS unbalanced_count`);

const UNBALANCED = query(`SELECT t.id AS transaction_id, t.kind, t.commande_id, s.sum
  FROM (SELECT transaction_id, SUM(amount_cents) AS sum FROM ledger_entries
        GROUP BY transaction_id HAVING SUM(amount_cents) <> 0) s
  JOIN ledger_transactions t ON t.id = s.transaction_id
  ORDER BY t.created_at, t.id
  LIMIT ${MAX_UNBALANCED_LISTED}`);

const BALANCES = query(`SELECT grp AS account, SUM(amount_cents) AS balance
  FROM (SELECT CASE
          WHEN account LIKE 'restaurant:%' THEN '${RESTAURANTS_GROUP}'
          WHEN account LIKE 'courier:%' THEN '${COURIERS_GROUP}'
          ELSE account END AS grp, amount_cents
        FROM ledger_entries) g
  GROUP BY grp`);

interface FiguresRow {
  transactions: Big;
  entries: Big;
  total: Big;
  provider_ledger: Big;
  provider_recorded: Big;
  unbalanced_count: Big;
}

/** Every platform account first (also at 0), then the groups and anything else, in a stable order. */
const ACCOUNT_ORDER: string[] = [...Object.values(LEDGER_ACCOUNTS), RESTAURANTS_GROUP, COURIERS_GROUP];

/** Re-adds the whole ledger (see the module comment). `now`: the `checked_at` of the answer. */
export async function checkLedger(db: Db, now: Date): Promise<LedgerCheck> {
  const figures = (await db.row<FiguresRow>(FIGURES))!;
  const unbalancedCount = num(figures.unbalanced_count);
  const unbalanced =
    unbalancedCount === 0
      ? []
      : await db.rows<{
          transaction_id: string;
          kind: LedgerCheck['unbalanced'][number]['kind'];
          commande_id: string | null;
          sum: Big;
        }>(UNBALANCED);
  const balances = new Map(ACCOUNT_ORDER.map((account) => [account, 0]));
  for (const row of await db.rows<{ account: string; balance: Big }>(BALANCES)) {
    balances.set(row.account, num(row.balance));
  }
  const others = [...balances.keys()].filter((account) => !ACCOUNT_ORDER.includes(account)).sort();
  const total = num(figures.total);
  const ledger = num(figures.provider_ledger);
  const recorded = num(figures.provider_recorded);
  return {
    balanced: unbalancedCount === 0 && total === 0 && ledger === recorded,
    transactions: num(figures.transactions),
    entries: num(figures.entries),
    unbalanced: unbalanced.map((row) => ({
      transaction_id: row.transaction_id,
      kind: row.kind,
      commande_id: row.commande_id,
      sum: toEuros(num(row.sum)),
    })),
    unbalanced_count: unbalancedCount,
    total: toEuros(total),
    provider: { ledger: toEuros(ledger), recorded: toEuros(recorded), difference: toEuros(ledger - recorded) },
    accounts: [...ACCOUNT_ORDER, ...others].map((account) => ({
      account,
      balance: toEuros(balances.get(account) ?? 0),
    })),
    checked_at: now.toISOString(),
  };
}
