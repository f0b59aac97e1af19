import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader } from '@teranga/shared-ui';
import { useApiQuery } from '../../../hooks/use-api-query';
import { getPendingUsers } from '../api/get-pending-users';
import { useValidationActions } from '../hooks/use-validation-actions';
import { ApplicantCard } from './applicant-card';
import { RejectDialog } from './reject-dialog';
import styles from './validations.module.css';

export function ValidationsPage() {
  const pending = useApiQuery(getPendingUsers);
  const actions = useValidationActions(pending.setData, pending.reload);
  const count = pending.data?.length;

  return (
    <div className={styles.page}>
      <PageHeader
        title="Validations"
        subtitle={count === undefined ? "Demandes d'inscription des restaurateurs et des livreurs" : `${count} demande(s) en attente`}
      />
      <p className={styles.banner} role="note">
        Vérifiez les documents de chaque demandeur (ouvrez-les avec « Voir ») avant d'approuver son inscription. Les
        liens expirent au bout de 10 minutes : rechargez la page si un document ne s'ouvre plus.
      </p>

      {pending.status === 'loading' && !pending.data && <LoadingState message="Chargement des demandes..." />}
      {pending.status === 'error' && <ErrorState message="Erreur lors du chargement" onRetry={pending.reload} />}
      {pending.data && pending.status !== 'error' && pending.data.length === 0 && (
        <EmptyState title="Aucune demande en attente" description="Toutes les inscriptions ont été traitées." />
      )}
      {pending.data && pending.status !== 'error' && pending.data.length > 0 && (
        <ul className={styles.list} aria-busy={pending.status === 'loading' || undefined}>
          {pending.data.map((user) => (
            <li key={user.id}>
              <ApplicantCard
                user={user}
                busy={actions.busyId === user.id}
                onApprove={actions.askApprove}
                onReject={actions.askReject}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={actions.approving !== null}
        title="Approuver l'inscription"
        message="Approuver cet utilisateur?"
        confirmLabel="Approuver"
        loading={actions.saving}
        onConfirm={() => void actions.approve()}
        onCancel={actions.cancel}
      />
      <RejectDialog
        applicantName={actions.rejecting?.name ?? null}
        loading={actions.saving}
        onConfirm={(reason) => void actions.reject(reason)}
        onCancel={actions.cancel}
      />
    </div>
  );
}
