import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  i18n,
  type LedgerCheck,
} from '@teranga/shared-ui';
import { DetailList, QueryState } from '@teranga/shared-ui/area';
import { useLedgerCheck } from '../api/check-ledger';
import { accountLabel, ledgerVerdict } from '../lib/ledger-verdict';
import { ADMIN_NS } from '../../../i18n';
import styles from './finances.module.css';

/** The panel's messages in the page's language (tests find them by these names). */
export const LEDGER_CHECK_MESSAGES = {
  get loadFailed() {
    return i18n.t('admin:finances.ledger.loadFailed');
  },
};

function Verdict({ check }: { check: LedgerCheck }) {
  const { t } = useTranslation(ADMIN_NS);
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
          <ul className={styles.lines} aria-label={t('finances.ledger.unbalancedList')}>
            {verdict.transactions.map((line, index) => (
              <li key={`${index}-${line}`} className={styles.transactionId}>
                {line}
              </li>
            ))}
          </ul>
        )}
        <Text size="sm">
          {t('finances.ledger.checkedAt', {
            date: formatDateLong(check.checked_at),
            time: formatTime(check.checked_at),
          })}
        </Text>
      </Notice>
      <details className={styles.accounts}>
        <summary>{t('finances.ledger.balances')}</summary>
        <DetailList
          items={check.accounts.map((row) => ({
            term: accountLabel(row.account),
            value: <span className={styles.amount}>{formatPrice(row.balance)}</span>,
          }))}
        />
        <Text size="xs" tone="muted">
          {t('finances.ledger.balancesNote')}
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
  const { t } = useTranslation(ADMIN_NS);
  const check = useLedgerCheck();
  const titleId = useId();
  return (
    <Card as="section" gap={3} aria-labelledby={titleId}>
      <Cluster gap={3} justify="space-between">
        <Heading id={titleId}>{t('finances.ledger.title')}</Heading>
        <Button variant="secondary" size="sm" loading={check.isFetching} onClick={() => void check.refetch()}>
          {t('finances.ledger.check')}
        </Button>
      </Cluster>
      <Text size="sm" tone="muted">
        {t('finances.ledger.intro')}
      </Text>
      <QueryState
        query={check}
        loadingMessage={t('finances.ledger.loading')}
        errorMessage={LEDGER_CHECK_MESSAGES.loadFailed}
        toastOnError
      >
        {(data) => <Verdict check={data} />}
      </QueryState>
    </Card>
  );
}
