import type { ReactNode } from 'react';

import { cx } from '../layout/class-names';
import { Cluster } from '../layout/layout';
import { Heading } from '../text/text';
import { CloseIcon } from './close-icon';
import styles from './dialog-header.module.css';

export interface DialogHeaderProps {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** A dialog that cannot be dismissed yet keeps its × visible but inert. */
  closeDisabled?: boolean;
  /** The row's padding and alignment (centred unless the dialog says otherwise). */
  className?: string;
  titleClassName?: string;
  closeClassName?: string;
}

/** The title of a modal or drawer with its close button at the end of the row. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  closeDisabled,
  className,
  titleClassName,
  closeClassName,
}: DialogHeaderProps) {
  return (
    <Cluster justify="space-between" gap={3} wrap={false} className={className}>
      <Heading id={titleId} size="xl" className={titleClassName}>
        {title}
      </Heading>
      <button
        type="button"
        className={cx(styles.close, closeClassName)}
        onClick={onClose}
        aria-label={closeLabel}
        disabled={closeDisabled}
      >
        <CloseIcon />
      </button>
    </Cluster>
  );
}
