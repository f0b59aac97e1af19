import { Grid, formatKm, formatNumber, type LivraisonSummary } from '@teranga/shared-ui';
import { StatCard } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';

export function HistorySummary({ summary }: { summary: LivraisonSummary }) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <Grid as="section" min="9.5rem" repeat="auto-fit" aria-label={t('history.summary.label')}>
      <StatCard
        label={t('history.summary.total')}
        value={formatNumber(summary.total)}
        hint={t('history.summary.totalHint')}
        tone="brand"
      />
      <StatCard
        label={t('history.summary.completed')}
        value={formatNumber(summary.completed)}
        hint={t('history.summary.completedHint')}
        tone="success"
      />
      <StatCard
        label={t('history.summary.distance')}
        value={formatKm(summary.completed_distance_km)}
        hint={t('history.summary.distanceHint')}
        tone="accent"
      />
    </Grid>
  );
}
