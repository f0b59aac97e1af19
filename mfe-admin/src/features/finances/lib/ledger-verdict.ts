import {
  LEDGER_ACCOUNTS,
  formatNumber,
  formatPrice,
  shortId,
  type LedgerCheck,
  type LedgerTransactionKind,
  type NoticeTone,
} from '@teranga/shared-ui';

/** French counts: 0 and 1 take the singular. */
export const counted = (count: number, one: string, many: string) => `${formatNumber(count)} ${count > 1 ? many : one}`;

const TRANSACTION_LABELS: Readonly<Record<LedgerTransactionKind, string>> = {
  payment: 'Paiement',
  delivery: 'Livraison',
  refund: 'Remboursement',
  cancellation: 'Annulation',
};

/** The check's accounts in words (restaurants and couriers come summed). */
export const ACCOUNT_LABELS: Readonly<Record<string, string>> = {
  [LEDGER_ACCOUNTS.provider]: 'Prestataire de paiement',
  [LEDGER_ACCOUNTS.escrow]: 'Séquestre (commandes payées non livrées)',
  [LEDGER_ACCOUNTS.commission]: 'Commissions',
  [LEDGER_ACCOUNTS.deliveryFees]: 'Frais de livraison',
  [LEDGER_ACCOUNTS.courierPay]: 'Rémunération des livreurs',
  [LEDGER_ACCOUNTS.promos]: 'Promotions de la plateforme',
  [LEDGER_ACCOUNTS.refunds]: 'Remboursements à la charge de la plateforme',
  [LEDGER_ACCOUNTS.retained]: 'Conservé sur annulations',
  restaurants: 'Restaurants',
  couriers: 'Livreurs',
};

export interface LedgerVerdict {
  /** success: all balanced; danger: lines that do not add up; warning: only the provider differs. */
  tone: Extract<NoticeTone, 'success' | 'warning' | 'danger'>;
  title: string;
  lines: string[];
  /** The unbalanced transactions the API listed, one line each. */
  transactions: string[];
}

/** 'Livraison · commande #a1b20008 : 0,05 €'. */
const transactionLine = (row: LedgerCheck['unbalanced'][number]) =>
  `${TRANSACTION_LABELS[row.kind] ?? row.kind}${row.commande_id ? ` · commande #${shortId(row.commande_id)}` : ''} : ${formatPrice(row.sum)}`;

const providerLine = ({ provider }: LedgerCheck) =>
  `Écart avec le prestataire de paiement : ${formatPrice(provider.difference)} (grand livre ${formatPrice(provider.ledger)}, prestataire ${formatPrice(provider.recorded)}).`;

/**
 * What the check says, in the tone it deserves. Lines that do not add up are an error; a
 * difference with the provider alone is most often a refund in flight, which settles by itself.
 */
export function ledgerVerdict(check: LedgerCheck): LedgerVerdict {
  const size = `${counted(check.transactions, 'transaction', 'transactions')} et ${counted(check.entries, 'ligne', 'lignes')}`;
  if (check.balanced) {
    return {
      tone: 'success',
      title: 'Grand livre équilibré',
      lines: [`${size} re-additionnées au centime ; aucun écart avec le prestataire de paiement.`],
      transactions: [],
    };
  }
  const providerDiffers = check.provider.difference !== 0;
  if (check.unbalanced_count === 0 && check.total === 0) {
    return {
      tone: 'warning',
      title: 'Écart avec le prestataire de paiement',
      lines: [
        `${size}, toutes équilibrées.`,
        providerLine(check),
        'Un remboursement en cours apparaît ainsi jusqu’à ce qu’il aboutisse : vérifiez de nouveau dans quelques secondes.',
      ],
      transactions: [],
    };
  }
  const hidden = check.unbalanced_count - check.unbalanced.length;
  return {
    tone: 'danger',
    title: 'Grand livre déséquilibré',
    lines: [
      `${counted(check.unbalanced_count, 'transaction déséquilibrée', 'transactions déséquilibrées')} sur ${counted(check.transactions, 'transaction', 'transactions')}.`,
      `Somme de toutes les lignes : ${formatPrice(check.total)} (0 quand tout est juste).`,
      ...(providerDiffers ? [providerLine(check)] : []),
    ],
    transactions: [
      ...check.unbalanced.map(transactionLine),
      ...(hidden > 0 ? [`… et ${counted(hidden, 'autre', 'autres')}`] : []),
    ],
  };
}
