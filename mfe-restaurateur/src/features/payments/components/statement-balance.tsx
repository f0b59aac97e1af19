import { useTranslation } from 'react-i18next';
import { Notice, Text, formatCalendarDate, formatPrice } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './payments.module.css';

export interface StatementBalanceProps {
  /** What the platform owes the restaurant (euros); below zero, what the restaurant owes it. */
  balance: number;
  /** The period's last day: the balance counts everything up to its end. */
  to: string;
}

/**
 * Who owes whom, all periods together. It turns negative when the restaurant has collected more
 * cash at the counter than the platform owes it: that money is already in its till.
 */
export function StatementBalance({ balance, to }: StatementBalanceProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const owedByRestaurant = balance < 0;
  return (
    <Notice as="div" tone={owedByRestaurant ? 'warning' : 'info'} bar className={styles.balance}>
      <p className={styles.balanceAmount}>
        {owedByRestaurant
          ? t('payments.balance.owed', { amount: formatPrice(-balance) })
          : t('payments.balance.due', { amount: formatPrice(balance) })}
      </p>
      <Text size="sm">{t('payments.balance.scope', { date: formatCalendarDate(to) })}</Text>
      <Text size="sm">{t('payments.balance.cash')}</Text>
    </Notice>
  );
}
