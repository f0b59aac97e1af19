import {
  LEDGER_ACCOUNTS,
  formatNumber,
  formatPrice,
  i18n,
  shortId,
  type LedgerCheck,
  type LedgerTransactionKind,
  type NoticeTone,
} from '@teranga/shared-ui';
// Registers the area's namespace, which i18n.t reads below.
import '../../../i18n';

/** French counts: 0 and 1 take the singular (as the catalogues' `_one` forms do in French). */
export const counted = (count: number, one: string, many: string) => `${formatNumber(count)} ${count > 1 ? many : one}`;

type Count = 'transactions' | 'lines' | 'unbalanced' | 'others';

/** '12 transactions', '1 ligne': a count in words, in the page's language (its own plural rules). */
const countOf = (what: Count, count: number) =>
  i18n.t(`admin:finances.verdict.${what}`, { count, n: formatNumber(count) });

/** The check's accounts and their catalogue keys (restaurants and couriers come summed). */
const ACCOUNT_KEYS = {
  [LEDGER_ACCOUNTS.provider]: 'provider',
  [LEDGER_ACCOUNTS.escrow]: 'escrow',
  [LEDGER_ACCOUNTS.commission]: 'commission',
  [LEDGER_ACCOUNTS.deliveryFees]: 'deliveryFees',
  [LEDGER_ACCOUNTS.courierPay]: 'courierPay',
  [LEDGER_ACCOUNTS.promos]: 'promos',
  [LEDGER_ACCOUNTS.refunds]: 'refunds',
  [LEDGER_ACCOUNTS.retained]: 'retained',
  restaurants: 'restaurants',
  couriers: 'couriers',
} as const;

const isAccount = (account: string): account is keyof typeof ACCOUNT_KEYS => account in ACCOUNT_KEYS;

/** An account of the check in words; an account the API added since is shown as it is named. */
export const accountLabel = (account: string): string =>
  isAccount(account) ? i18n.t(`admin:finances.accounts.${ACCOUNT_KEYS[account]}`) : account;

const TRANSACTION_KINDS: readonly LedgerTransactionKind[] = ['payment', 'delivery', 'refund', 'cancellation'];

const kindLabel = (kind: LedgerTransactionKind) =>
  TRANSACTION_KINDS.includes(kind) ? i18n.t(`admin:finances.kinds.${kind}`) : kind;

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
  row.commande_id
    ? i18n.t('admin:finances.verdict.orderTransaction', {
        kind: kindLabel(row.kind),
        id: shortId(row.commande_id),
        amount: formatPrice(row.sum),
      })
    : i18n.t('admin:finances.verdict.transaction', { kind: kindLabel(row.kind), amount: formatPrice(row.sum) });

const providerLine = ({ provider }: LedgerCheck) =>
  i18n.t('admin:finances.verdict.provider', {
    difference: formatPrice(provider.difference),
    ledger: formatPrice(provider.ledger),
    recorded: formatPrice(provider.recorded),
  });

/**
 * What the check says, in the tone it deserves. Lines that do not add up are an error; a
 * difference with the provider alone is most often a refund in flight, which settles by itself.
 */
export function ledgerVerdict(check: LedgerCheck): LedgerVerdict {
  const size = i18n.t('admin:finances.verdict.size', {
    transactions: countOf('transactions', check.transactions),
    lines: countOf('lines', check.entries),
  });
  if (check.balanced) {
    return {
      tone: 'success',
      title: i18n.t('admin:finances.verdict.balancedTitle'),
      lines: [i18n.t('admin:finances.verdict.balanced', { size })],
      transactions: [],
    };
  }
  const providerDiffers = check.provider.difference !== 0;
  if (check.unbalanced_count === 0 && check.total === 0) {
    return {
      tone: 'warning',
      title: i18n.t('admin:finances.verdict.providerTitle'),
      lines: [
        i18n.t('admin:finances.verdict.allBalanced', { size }),
        providerLine(check),
        i18n.t('admin:finances.verdict.refundInFlight'),
      ],
      transactions: [],
    };
  }
  const hidden = check.unbalanced_count - check.unbalanced.length;
  return {
    tone: 'danger',
    title: i18n.t('admin:finances.verdict.unbalancedTitle'),
    lines: [
      i18n.t('admin:finances.verdict.unbalancedOf', {
        unbalanced: countOf('unbalanced', check.unbalanced_count),
        transactions: countOf('transactions', check.transactions),
      }),
      i18n.t('admin:finances.verdict.total', { total: formatPrice(check.total) }),
      ...(providerDiffers ? [providerLine(check)] : []),
    ],
    transactions: [...check.unbalanced.map(transactionLine), ...(hidden > 0 ? [countOf('others', hidden)] : [])],
  };
}
