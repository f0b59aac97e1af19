import { Notice, Stack, Text, formatCalendarDay, formatPrice } from '@teranga/shared-ui';

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
  const owed = Math.round(balance * 100);
  const [tone, text] =
    owed > 0
      ? (['success', `Teranga vous doit ${formatPrice(balance)}`] as const)
      : owed < 0
        ? (['warning', `Vous devez ${formatPrice(-balance)} à Teranga (espèces encaissées)`] as const)
        : (['info', 'Vous êtes à jour avec Teranga : rien à régler'] as const);
  return (
    <Stack as="section" gap={2} aria-label="Solde">
      <Notice tone={tone} bar>
        {text}
      </Notice>
      <Text size="sm" tone="muted">
        Solde au {formatCalendarDay(to)}, depuis votre première course : ce que vous avez gagné moins les espèces
        encaissées auprès des clients.
      </Text>
    </Stack>
  );
}
