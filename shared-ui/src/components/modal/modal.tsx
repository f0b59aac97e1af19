import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { useDialogBehaviour } from '../../hooks/use-dialog-behaviour';
import { DialogHeader } from './dialog-header';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The × button's name, 'Fermer' by default. */
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while something is being saved: Escape, overlay and × then do nothing. */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel,
  initialFocusRef,
  dismissible = true,
  role = 'dialog',
}: ModalProps) {
  const { t } = useCommonTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (dismissible) onClose();
  };
  useDialogBehaviour({ open, onClose: close, containerRef: panelRef, initialFocusRef, closeOnEscape: dismissible });

  // Only a press that starts on the overlay itself closes: a text selection dragged out of the
  // panel must not.
  const closeFromOverlay = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <div className={styles.backdrop} data-testid="tg-modal-overlay" onMouseDown={closeFromOverlay}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={[styles.panel, styles[size]].join(' ')}
      >
        <DialogHeader
          titleId={titleId}
          title={title}
          closeLabel={closeLabel ?? t('dialog.close')}
          onClose={close}
          closeDisabled={!dismissible}
          className={styles.header}
          titleClassName={styles.title}
          closeClassName={styles.close}
        />
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
