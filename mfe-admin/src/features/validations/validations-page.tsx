import { EmptyState, Notice, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog } from '@teranga/shared-ui/area';
import { usePendingUsers } from './api/get-pending-users';
import { ApplicantCard } from './components/applicant-card';
import { RejectDialog } from './components/reject-dialog';
import { useValidationActions } from './hooks/use-validation-actions';
import styles from './components/validations.module.css';

export function ValidationsPage() {
  const pending = usePendingUsers();
  const actions = useValidationActions();
  const count = pending.data?.length;

  return (
    <Stack>
      <PageHeader
        title="Validations"
        subtitle={
          count === undefined
            ? "Demandes d'inscription des restaurateurs et des livreurs"
            : `${count} demande(s) en attente`
        }
      />
      <Notice tone="info" className={styles.banner} role="note">
        Vérifiez les documents de chaque demandeur (ouvrez-les avec « Voir ») avant d'approuver son inscription. Les
        liens expirent au bout de 10 minutes : rechargez la page si un document ne s'ouvre plus.
      </Notice>

      <QueryState query={pending} loadingMessage="Chargement des demandes..." errorMessage="Erreur lors du chargement">
        {(queue) =>
          queue.length === 0 ? (
            <EmptyState title="Aucune demande en attente" description="Toutes les inscriptions ont été traitées." />
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
        title="Approuver l'inscription"
        message="Approuver cet utilisateur?"
        confirmLabel="Approuver"
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
