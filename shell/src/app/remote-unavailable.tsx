import { Button } from '@teranga/shared-ui';
import styles from './remote-unavailable.module.css';

interface Props {
  onRetry: () => void;
}

export function RemoteUnavailable({ onRetry }: Props) {
  return (
    <main className={styles.wrapper}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>Cet espace est momentanément indisponible</h1>
        <p className={styles.text}>
          Nous n'avons pas pu charger cette partie de Teranga. Vérifiez votre connexion puis réessayez ;
          le reste du site reste accessible.
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>Réessayer</Button>
          <a className={styles.link} href="/">
            Retour à l'accueil
          </a>
        </div>
      </div>
    </main>
  );
}
