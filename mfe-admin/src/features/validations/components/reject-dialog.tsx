import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Textarea } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { ADMIN_NS } from '../../../i18n';
import { admin } from '../../../locales/fr';

/**
 * Sent when the admin gives no reason (spec §5): this French text, or its translation when the
 * admin reads the page in another language (the one the dialog shows is the one sent).
 */
export const DEFAULT_REJECT_REASON = admin.validations.reject.defaultReason;
const MAX_REASON_LENGTH = 500;

interface RejectDialogProps {
  /** Name of the applicant being rejected; null when the dialog is closed. */
  applicantName: string | null;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function RejectDialog({ applicantName, loading, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const defaultReason = t('validations.reject.defaultReason');
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
      title={t('validations.reject.title')}
      description={applicantName ? t('validations.reject.description', { name: applicantName }) : undefined}
      initialFocusRef={reasonRef}
      dismissible={!loading}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button variant="danger" loading={loading} onClick={() => onConfirm(reason.trim() || defaultReason)}>
            {t('validations.reject.submit')}
          </Button>
        </>
      }
    >
      <Field
        label={t('validations.reject.reason')}
        optionalText={t('validations.reject.optional')}
        hint={t('validations.reject.hint', { reason: defaultReason })}
      >
        <Textarea
          ref={reasonRef}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          placeholder={defaultReason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </Modal>
  );
}
