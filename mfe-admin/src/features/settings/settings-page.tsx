import { Link } from 'react-router-dom';
import { PageHeader, Stack, Text, formatDateLong, formatTime, type PlatformSettings } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { adminPaths } from '../layout/paths';
import { useSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { RestaurantCommissions } from './components/restaurant-commissions';
import { SettingsForm } from './components/settings-form';
import styles from './components/settings.module.css';

export const SETTINGS_MESSAGES = {
  title: 'Paramètres',
  loadFailed: 'Erreur lors du chargement des paramètres',
  neverSaved: 'Valeurs par défaut : jamais modifiées.',
} as const;

/** 'Modifié le 9 mars 2025 à 13:00 par Ibrahima Fall.', or the defaults never saved. */
export function savedText({ updated_at, updated_by }: Pick<PlatformSettings, 'updated_at' | 'updated_by'>): string {
  if (!updated_at) return SETTINGS_MESSAGES.neverSaved;
  // No name: the admin's account is gone since.
  const by = updated_by ?? 'un compte supprimé';
  return `Modifié le ${formatDateLong(updated_at)} à ${formatTime(updated_at)} par ${by}.`;
}

/**
 * `/admin/settings`: the platform's money terms and the kitchen's deadlines, then the restaurants'
 * own commissions. Every change is audited (the history links from here).
 */
export function SettingsPage() {
  const settings = useSettings();
  const update = useUpdateSettings();

  return (
    <Stack gap={5}>
      <PageHeader
        title={SETTINGS_MESSAGES.title}
        subtitle="Commission, rémunération des livreurs, frais de livraison, TVA des reçus et délais de la cuisine. Les commandes passées ensuite suivent les nouveaux montants ; une commande déjà passée garde les siens."
      />
      <QueryState
        query={settings}
        loadingMessage="Chargement des paramètres..."
        errorMessage={SETTINGS_MESSAGES.loadFailed}
      >
        {(data) => (
          <Stack gap={5}>
            <Text size="sm" tone="muted" className={styles.saved}>
              {savedText(data)} Chaque modification est inscrite dans l’
              <Link to={adminPaths.history} className={styles.link}>
                historique
              </Link>
              .
            </Text>
            {/* A new save (here or by another admin) starts the form again from what is in force. */}
            <SettingsForm
              key={data.updated_at ?? 'defaults'}
              settings={data}
              pending={update.isPending}
              onSubmit={(body) => update.mutate(body)}
            />
            <RestaurantCommissions settings={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
