import { Link } from 'react-router-dom';
import { Card } from '@teranga/shared-ui';
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
    <section aria-labelledby="admin-quick-actions-title">
      <h2 id="admin-quick-actions-title" className={styles.sectionTitle}>
        Actions rapides
      </h2>
      <ul className={styles.actions}>
        {ACTIONS.map((action) => (
          <Card as="li" key={action.to} interactive className={styles.action}>
            {/* The whole card is the link's hit area (stretched ::after), the heading its name. */}
            <Link to={action.to} className={styles.actionLink}>
              {action.title}
            </Link>
            <p className={styles.actionText}>{action.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
