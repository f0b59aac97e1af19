import { Badge, REQUIRED_DOCUMENTS, assetUrl, buttonClasses } from '@teranga/shared-ui';
import type { PendingUser } from '../api/get-pending-users';
import styles from './validations.module.css';

/** The documents the applicant's role requires, each with a link to the file or its absence. */
export function DocumentChecklist({ user }: { user: PendingUser }) {
  const required = user.role === 'restaurateur' || user.role === 'livreur' ? REQUIRED_DOCUMENTS[user.role] : [];
  return (
    <ul className={styles.checklist} aria-label={`Documents de ${user.name}`}>
      {required.map((doc) => {
        const url = user.documents[doc.key];
        return (
          <li key={doc.key} className={styles.doc}>
            <span className={styles.docLabel}>
              <span aria-hidden="true" className={url ? styles.docOk : styles.docMissing}>
                {url ? '✓' : '✗'}
              </span>
              {doc.label}
              {!doc.required && <span className={styles.optional}> (optionnel)</span>}
            </span>
            {url ? (
              // Signed link (absolute path on the API, valid 10 minutes): opened beside the validation page.
              <a
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                href={assetUrl(url)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Voir<span className="tg-visually-hidden"> : {doc.label} (nouvel onglet)</span>
              </a>
            ) : doc.required ? (
              <Badge tone="danger">Manquant</Badge>
            ) : (
              <Badge tone="neutral">Non fourni</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
