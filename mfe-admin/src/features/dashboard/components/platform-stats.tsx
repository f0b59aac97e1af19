import { useTranslation } from 'react-i18next';
import { Grid, MISSING_VALUE, formatNumber, type AdminStats } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';
import { ADMIN_NS } from '../../../i18n';

interface PlatformStatsProps {
  stats: AdminStats | undefined;
  loading: boolean;
}

const CARDS = [
  { key: 'totalUsers', tone: 'brand' },
  { key: 'clients', tone: 'info' },
  { key: 'restaurateurs', tone: 'accent' },
  { key: 'livreurs', tone: 'success' },
] as const;

/** The four platform counts; a dash stands for a count that could not be loaded. */
export function PlatformStats({ stats, loading }: PlatformStatsProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section aria-labelledby="admin-stats-title" aria-busy={loading || undefined}>
      <h2 id="admin-stats-title" className="tg-visually-hidden">
        {t('dashboard.stats.title')}
      </h2>
      <Grid min="12rem" repeat="auto-fit">
        {CARDS.map((card) => (
          <StatCard
            key={card.key}
            label={t(`dashboard.stats.${card.key}`)}
            tone={card.tone}
            value={loading ? '…' : stats ? formatNumber(stats[card.key]) : MISSING_VALUE}
          />
        ))}
      </Grid>
    </section>
  );
}
