import { useRef, type ReactNode } from 'react';

import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { useCommonTranslation } from '../../i18n/use-common';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  /** 'Confirmation', 'Confirmer' and 'Annuler' by default. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete), 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** True while the confirmed action runs: buttons disable and the dialog cannot be dismissed. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replaces window.confirm: same question, but accessible, styled and testable. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useCommonTranslation();
  // The safe choice gets focus first, so a stray Enter never deletes anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('dialog.confirmTitle')}
      description={message}
      size="sm"
      role="alertdialog"
      initialFocusRef={cancelRef}
      dismissible={!loading}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
