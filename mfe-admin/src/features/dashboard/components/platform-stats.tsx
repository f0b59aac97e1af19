import { Grid, MISSING_VALUE, formatNumber, type AdminStats } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';

interface PlatformStatsProps {
  stats: AdminStats | undefined;
  loading: boolean;
}

const CARDS = [
  { key: 'totalUsers', label: 'Utilisateurs', tone: 'brand' },
  { key: 'clients', label: 'Clients', tone: 'info' },
  { key: 'restaurateurs', label: 'Restaurateurs', tone: 'accent' },
  { key: 'livreurs', label: 'Livreurs', tone: 'success' },
] as const;

/** The four platform counts; a dash stands for a count that could not be loaded. */
export function PlatformStats({ stats, loading }: PlatformStatsProps) {
  return (
    <section aria-labelledby="admin-stats-title" aria-busy={loading || undefined}>
      <h2 id="admin-stats-title" className="tg-visually-hidden">
        Chiffres de la plateforme
      </h2>
      <Grid min="12rem" repeat="auto-fit">
        {CARDS.map((card) => (
          <StatCard
            key={card.key}
            label={card.label}
            tone={card.tone}
            value={loading ? '…' : stats ? formatNumber(stats[card.key]) : MISSING_VALUE}
          />
        ))}
      </Grid>
    </section>
  );
}
