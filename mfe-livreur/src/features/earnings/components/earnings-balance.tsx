import { Notice, Stack, Text, formatCalendarDay, formatPrice } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';

export interface EarningsBalanceProps {
  /** What Teranga owes the courier (below zero: what the courier owes it), up to the end of the period. */
  balance: number;
  /** The period's last day. */
  to: string;
}

/**
 * The balance in words, not by its sign or a colour: a courier paid in cash by clients holds
 * Teranga's share of it (dishes, fees), so the balance can go either way.
 */
export function EarningsBalance({ balance, to }: EarningsBalanceProps) {
  const { t } = useTranslation(LIVREUR_NS);
  const owed = Math.round(balance * 100);
  const [tone, text] =
    owed > 0
      ? (['success', t('earnings.balance.owed', { amount: formatPrice(balance) })] as const)
      : owed < 0
        ? (['warning', t('earnings.balance.owing', { amount: formatPrice(-balance) })] as const)
        : (['info', t('earnings.balance.settled')] as const);
  return (
    <Stack as="section" gap={2} aria-label={t('earnings.balance.label')}>
      <Notice tone={tone} bar>
        {text}
      </Notice>
      <Text size="sm" tone="muted">
        {t('earnings.balance.note', { date: formatCalendarDay(to) })}
      </Text>
    </Stack>
  );
}
