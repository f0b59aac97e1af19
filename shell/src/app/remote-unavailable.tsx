import { Button } from '@teranga/shared-ui';
import styles from './remote-unavailable.module.css';

interface Props {
  onRetry: () => void;
  /** A version skew gets its own explanation: checking one's connection would not help. */
  kind?: 'version' | 'network';
}

export function RemoteUnavailable({ onRetry, kind = 'network' }: Props) {
  return (
    <main className={styles.wrapper}>
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>Cet espace est momentanément indisponible</h1>
        {kind === 'version' ? (
          <p className={styles.text}>
            Cet espace a été publié pour une autre version de la bibliothèque commune de Teranga que celle de cette page
            : il n'a pas été chargé, pour ne pas fonctionner de travers. Rechargez la page ; si le message persiste,
            l'espace ou le site doit être redéployé. Le reste du site reste accessible.
          </p>
        ) : (
          <p className={styles.text}>
            Nous n'avons pas pu charger cette partie de Teranga. Vérifiez votre connexion puis réessayez ; le reste du
            site reste accessible.
          </p>
        )}
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
