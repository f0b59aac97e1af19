import { describe, expect, it } from 'vitest';
import { formatPrice, type LedgerCheck } from '@teranga/shared-ui';
import { counted, ledgerVerdict } from './ledger-verdict';

const check = (fields: Partial<LedgerCheck> = {}): LedgerCheck => ({
  balanced: true,
  transactions: 12,
  entries: 57,
  unbalanced: [],
  unbalanced_count: 0,
  total: 0,
  provider: { ledger: 150, recorded: 150, difference: 0 },
  accounts: [],
  checked_at: '2025-03-10T12:00:00.000Z',
  ...fields,
});

describe('ledgerVerdict', () => {
  it('says a balanced ledger in green, with its counts', () => {
    expect(ledgerVerdict(check())).toEqual({
      tone: 'success',
      title: 'Grand livre équilibré',
      lines: ['12 transactions et 57 lignes re-additionnées au centime ; aucun écart avec le prestataire de paiement.'],
      transactions: [],
    });
  });

  it('warns of a difference with the provider alone: most often a refund in flight', () => {
    const verdict = ledgerVerdict(
      check({ balanced: false, provider: { ledger: 150, recorded: 145.5, difference: 4.5 } }),
    );
    expect(verdict.tone).toBe('warning');
    expect(verdict.title).toBe('Écart avec le prestataire de paiement');
    expect(verdict.lines[1]).toBe(
      `Écart avec le prestataire de paiement : ${formatPrice(4.5)} (grand livre ${formatPrice(150)}, prestataire ${formatPrice(145.5)}).`,
    );
  });

  it('lists the transactions that do not add up, and says how many more the API left out', () => {
    const verdict = ledgerVerdict(
      check({
        balanced: false,
        unbalanced: [
          { transaction_id: 't-1', kind: 'delivery', commande_id: 'a1b20007-7c3d-4e5f', sum: 0.05 },
          { transaction_id: 't-2', kind: 'refund', commande_id: null, sum: -1 },
        ],
        unbalanced_count: 4,
        total: -0.95,
        provider: { ledger: 150, recorded: 151, difference: -1 },
      }),
    );
    expect(verdict.tone).toBe('danger');
    expect(verdict.title).toBe('Grand livre déséquilibré');
    expect(verdict.lines).toEqual([
      '4 transactions déséquilibrées sur 12 transactions.',
      `Somme de toutes les lignes : ${formatPrice(-0.95)} (0 quand tout est juste).`,
      `Écart avec le prestataire de paiement : ${formatPrice(-1)} (grand livre ${formatPrice(150)}, prestataire ${formatPrice(151)}).`,
    ]);
    expect(verdict.transactions).toEqual([
      `Livraison · commande #a1b20007 : ${formatPrice(0.05)}`,
      `Remboursement : ${formatPrice(-1)}`,
      '… et 2 autres',
    ]);
  });

  it('counts in French: 0 and 1 in the singular', () => {
    expect(counted(0, 'ligne', 'lignes')).toBe('0 ligne');
    expect(counted(1, 'ligne', 'lignes')).toBe('1 ligne');
    expect(counted(2, 'ligne', 'lignes')).toBe('2 lignes');
  });
});
