import { Badge, Cluster, REQUIRED_DOCUMENTS, Stack, Text, assetUrl, buttonClasses } from '@teranga/shared-ui';
import type { PendingUser } from '../api/get-pending-users';
import styles from './validations.module.css';

/** The documents the applicant's role requires, each with a link to the file or its absence. */
export function DocumentChecklist({ user }: { user: PendingUser }) {
  const required = user.role === 'restaurateur' || user.role === 'livreur' ? REQUIRED_DOCUMENTS[user.role] : [];
  return (
    <Stack as="ul" gap={2} aria-label={`Documents de ${user.name}`}>
      {required.map((doc) => {
        const url = user.documents[doc.key];
        return (
          <Cluster as="li" key={doc.key} justify="space-between" className={styles.doc}>
            <span className={styles.docLabel}>
              <Text as="span" aria-hidden="true" tone={url ? 'success' : 'danger'} weight="bold">
                {url ? '✓' : '✗'}
              </Text>
              {doc.label}
              {!doc.required && (
                <Text as="span" tone="muted">
                  {' '}
                  (optionnel)
                </Text>
              )}
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
          </Cluster>
        );
      })}
    </Stack>
  );
}
