import { Notice, Text, formatCalendarDate, formatPrice } from '@teranga/shared-ui';
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
  const owedByRestaurant = balance < 0;
  return (
    <Notice as="div" tone={owedByRestaurant ? 'warning' : 'info'} bar className={styles.balance}>
      <p className={styles.balanceAmount}>
        {owedByRestaurant
          ? `Vous devez ${formatPrice(-balance)} à Teranga`
          : `Solde dû par Teranga : ${formatPrice(balance)}`}
      </p>
      <Text size="sm">
        Le solde additionne toutes vos opérations, de votre première commande jusqu’au {formatCalendarDate(to)} inclus.
      </Text>
      <Text size="sm">
        Les commandes à emporter réglées en espèces sont payées à votre comptoir : cet argent est déjà dans votre
        caisse, il est donc déduit de ce que Teranga vous doit. Quand ces espèces dépassent ce que Teranga vous doit
        pour les autres commandes, le solde s’inverse et c’est vous qui devez la différence à Teranga.
      </Text>
    </Notice>
  );
}
