import { ConfirmDialog } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../i18n';

export interface DeleteDialogProps<T> {
  /** What to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  message: string;
  /** The deletion: a mutation of the page. */
  remove: { mutate: (item: T, options: { onSuccess: () => void }) => void; isPending: boolean };
  onClose: () => void;
}

/** Asks before deleting; closes once deleted, stays open after a refusal (the toast says why). */
export function DeleteDialog<T>({ item, title, message, remove, onClose }: DeleteDialogProps<T>) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={t('components.delete')}
      tone="danger"
      loading={remove.isPending}
      onConfirm={() => item !== null && remove.mutate(item, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}
