import { Link } from 'react-router-dom';
import { PageHeader, buttonClasses } from '@teranga/shared-ui';
import { restaurateurPaths } from '../layout/paths';

export function AddDishPage() {
  return (
    <PageHeader
      title="Ajouter un plat"
      subtitle="Bientôt : le formulaire d'ajout d'un plat, avec photo, allergènes et disponibilité."
      actions={
        <Link to={restaurateurPaths.menu} className={buttonClasses({ variant: 'secondary' })}>
          Retour au menu
        </Link>
      }
    />
  );
}
