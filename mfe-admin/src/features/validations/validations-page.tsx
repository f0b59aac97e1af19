import { useTranslation } from 'react-i18next';
import { EmptyState, Notice, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog } from '@teranga/shared-ui/area';
import { usePendingUsers } from './api/get-pending-users';
import { ApplicantCard } from './components/applicant-card';
import { RejectDialog } from './components/reject-dialog';
import { useValidationActions } from './hooks/use-validation-actions';
import { ADMIN_NS } from '../../i18n';
import styles from './components/validations.module.css';

export function ValidationsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const pending = usePendingUsers();
  const actions = useValidationActions();
  const count = pending.data?.length;

  return (
    <Stack>
      <PageHeader
        title={t('validations.title')}
        subtitle={count === undefined ? t('validations.subtitle') : t('validations.pending', { count })}
      />
      <Notice tone="info" className={styles.banner} role="note">
        {t('validations.notice')}
      </Notice>

      <QueryState query={pending} loadingMessage={t('validations.loading')} errorMessage={t('shared.loadFailed')}>
        {(queue) =>
          queue.length === 0 ? (
            <EmptyState title={t('validations.emptyTitle')} description={t('validations.emptyText')} />
          ) : (
            <Stack as="ul" aria-busy={pending.isFetching || undefined}>
              {queue.map((user) => (
                <li key={user.id}>
                  <ApplicantCard
                    user={user}
                    busy={actions.busyId === user.id}
                    onApprove={actions.askApprove}
                    onReject={actions.askReject}
                  />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>

      <ConfirmDialog
        open={actions.approving !== null}
        title={t('validations.approve.title')}
        message={t('validations.approve.message')}
        confirmLabel={t('validations.approve.confirm')}
        loading={actions.saving}
        onConfirm={actions.approve}
        onCancel={actions.cancel}
      />
      <RejectDialog
        applicantName={actions.rejecting?.name ?? null}
        loading={actions.saving}
        onConfirm={actions.reject}
        onCancel={actions.cancel}
      />
    </Stack>
  );
}
