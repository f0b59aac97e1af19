import { Button } from '@teranga/shared-ui';
import { RichText } from './rich-text';
import styles from './delete-button.module.css';

export interface DeleteButtonProps {
  /** What is deleted, completing 'Supprimer' for screen readers. */
  what: string;
  onClick: () => void;
  /** Off for an account awaiting validation; `lockedNoteId` says why. */
  locked: boolean;
  lockedNoteId?: string;
  className?: string;
}

/** The red 'Supprimer' of a card or a row (it opens the confirmation). */
export function DeleteButton({ what, onClick, locked, lockedNoteId, className }: DeleteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={[styles.delete, className].filter(Boolean).join(' ')}
      disabled={locked}
      aria-describedby={locked ? lockedNoteId : undefined}
      onClick={onClick}
    >
      <RichText k="components.deleteWhat" values={{ what }} />
    </Button>
  );
}
