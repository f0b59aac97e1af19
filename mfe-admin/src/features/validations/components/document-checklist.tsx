import { Trans, useTranslation } from 'react-i18next';
import { Badge, Cluster, REQUIRED_DOCUMENTS, Stack, Text, assetUrl, buttonClasses } from '@teranga/shared-ui';
import { ADMIN_NS } from '../../../i18n';
import type { PendingUser } from '../api/get-pending-users';
import styles from './validations.module.css';

/** The documents the applicant's role requires, each with a link to the file or its absence. */
export function DocumentChecklist({ user }: { user: PendingUser }) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const required = user.role === 'restaurateur' || user.role === 'livreur' ? REQUIRED_DOCUMENTS[user.role] : [];
  return (
    <Stack as="ul" gap={2} aria-label={t('validations.documents.label', { name: user.name })}>
      {required.map((doc) => {
        const url = user.documents[doc.key];
        const label = t(`common:labels.document.${doc.key}`);
        return (
          <Cluster as="li" key={doc.key} justify="space-between" className={styles.doc}>
            <span className={styles.docLabel}>
              <Text as="span" aria-hidden="true" tone={url ? 'success' : 'danger'} weight="bold">
                {url ? '✓' : '✗'}
              </Text>
              {label}
              {!doc.required && (
                <Text as="span" tone="muted">
                  {t('validations.documents.optional')}
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
                <Trans
                  t={t}
                  i18nKey="validations.documents.view"
                  values={{ document: label }}
                  components={{ hidden: <span className="tg-visually-hidden" /> }}
                />
              </a>
            ) : doc.required ? (
              <Badge tone="danger">{t('validations.documents.missing')}</Badge>
            ) : (
              <Badge tone="neutral">{t('validations.documents.notProvided')}</Badge>
            )}
          </Cluster>
        );
      })}
    </Stack>
  );
}
