import { useEffect, useRef, useState } from 'react';
import { Button, Field, Textarea } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';

/** Sent when the admin gives no reason (spec §5). */
export const DEFAULT_REJECT_REASON = 'Informations incomplètes ou ne répondant pas aux critères requis.';
const MAX_REASON_LENGTH = 500;

interface RejectDialogProps {
  /** Name of the applicant being rejected; null when the dialog is closed. */
  applicantName: string | null;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function RejectDialog({ applicantName, loading, onConfirm, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const open = applicantName !== null;

  // Every rejection starts from an empty reason.
  useEffect(() => {
    if (open) setReason('');
  }, [open, applicantName]);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Rejeter l'inscription"
      description={applicantName ? `Le motif sera envoyé par email à ${applicantName}.` : undefined}
      initialFocusRef={reasonRef}
      dismissible={!loading}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={loading}>
            Annuler
          </Button>
          <Button variant="danger" loading={loading} onClick={() => onConfirm(reason.trim() || DEFAULT_REJECT_REASON)}>
            Rejeter
          </Button>
        </>
      }
    >
      <Field
        label="Motif du rejet"
        optionalText="(optionnel)"
        hint={`Laissé vide, le motif envoyé sera : « ${DEFAULT_REJECT_REASON} »`}
      >
        <Textarea
          ref={reasonRef}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          placeholder={DEFAULT_REJECT_REASON}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </Modal>
  );
}
