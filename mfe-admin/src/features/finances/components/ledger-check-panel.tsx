import { useId } from 'react';
import {
  Button,
  Card,
  Cluster,
  Heading,
  Notice,
  Stack,
  Text,
  formatDateLong,
  formatPrice,
  formatTime,
  type LedgerCheck,
} from '@teranga/shared-ui';
import { DetailList, QueryState } from '@teranga/shared-ui/area';
import { useLedgerCheck } from '../api/check-ledger';
import { ACCOUNT_LABELS, ledgerVerdict } from '../lib/ledger-verdict';
import styles from './finances.module.css';

export const LEDGER_CHECK_MESSAGES = {
  loadFailed: 'Le contrôle du grand livre n’a pas pu être fait',
} as const;

function Verdict({ check }: { check: LedgerCheck }) {
  const verdict = ledgerVerdict(check);
  return (
    <Stack gap={3}>
      {/* Read out when 'Vérifier' brings a new verdict. */}
      <Notice tone={verdict.tone} bar as="div" role="status" className={styles.verdict}>
        <Text className={styles.verdictTitle}>{verdict.title}</Text>
        {verdict.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        {verdict.transactions.length > 0 && (
          <ul className={styles.lines} aria-label="Transactions déséquilibrées">
            {verdict.transactions.map((line, index) => (
              <li key={`${index}-${line}`} className={styles.transactionId}>
                {line}
              </li>
            ))}
          </ul>
        )}
        <Text size="sm">
          Contrôlé le {formatDateLong(check.checked_at)} à {formatTime(check.checked_at)}.
        </Text>
      </Notice>
      <details className={styles.accounts}>
        <summary>Soldes des comptes</summary>
        <DetailList
          items={check.accounts.map((row) => ({
            term: ACCOUNT_LABELS[row.account] ?? row.account,
            value: <span className={styles.amount}>{formatPrice(row.balance)}</span>,
          }))}
        />
        <Text size="xs" tone="muted">
          Débits moins crédits : négatif pour ce que la plateforme doit (restaurants, livreurs, séquestre) ou a gagné
          (commissions, frais de livraison).
        </Text>
      </details>
    </Stack>
  );
}

/**
 * The ledger's check, run when the page opens and again on 'Vérifier': everything re-added to the
 * cent, and compared with what the payment provider recorded.
 */
export function LedgerCheckPanel() {
  const check = useLedgerCheck();
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Cluster gap={3} justify="space-between">
        <Heading id={titleId}>Contrôle du grand livre</Heading>
        <Button variant="secondary" size="sm" loading={check.isFetching} onClick={() => void check.refetch()}>
          Vérifier
        </Button>
      </Cluster>
      <Text size="sm" tone="muted">
        Chaque transaction doit s’annuler au centime, et le compte du prestataire de paiement valoir ce qu’il a
        enregistré (paiements reçus moins remboursements).
      </Text>
      <QueryState
        query={check}
        loadingMessage="Vérification du grand livre..."
        errorMessage={LEDGER_CHECK_MESSAGES.loadFailed}
        toastOnError
      >
        {(data) => <Verdict check={data} />}
      </QueryState>
    </Card>
  );
}
