import { Link } from 'react-router-dom';
import { Card, Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { adminPaths } from '../../layout/paths';
import styles from './dashboard.module.css';

const ACTIONS = [
  {
    to: adminPaths.users,
    title: 'Gérer les utilisateurs',
    text: 'Rechercher un compte, changer son rôle, l’activer ou le désactiver.',
  },
  {
    to: adminPaths.validations,
    title: 'Valider les inscriptions',
    text: 'Vérifier les documents des restaurateurs et des livreurs, puis approuver ou rejeter.',
  },
] as const;

export function QuickActions() {
  return (
    <Stack as="section" gap={3} aria-labelledby="admin-quick-actions-title">
      <Heading id="admin-quick-actions-title">Actions rapides</Heading>
      <Grid as="ul" min="16rem" repeat="auto-fit">
        {ACTIONS.map((action) => (
          <Card as="li" key={action.to} interactive className={styles.action}>
            {/* The whole card is the link's hit area (stretched ::after), the heading its name. */}
            <Link to={action.to} className={styles.actionLink}>
              {action.title}
            </Link>
            <Text tone="muted" className={styles.actionText}>
              {action.text}
            </Text>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
