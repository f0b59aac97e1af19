import { Link } from 'react-router-dom';
import { PageHeader, buttonClasses } from '@teranga/shared-ui';
import { restaurateurPaths } from '../layout/paths';

export function MenuPage() {
  return (
    <PageHeader
      title="Menu"
      subtitle="Bientôt : vos plats classés par catégorie, leur disponibilité et leurs ventes."
      actions={
        <Link to={restaurateurPaths.addDish} className={buttonClasses()}>
          Ajouter un plat
        </Link>
      }
    />
  );
}
