import { ConfirmDialog } from '@teranga/shared-ui/area';

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
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel="Supprimer"
      tone="danger"
      loading={remove.isPending}
      onConfirm={() => item !== null && remove.mutate(item, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}
