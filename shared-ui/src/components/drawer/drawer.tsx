import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { useDialogBehaviour } from '../../hooks/use-dialog-behaviour';
import { DialogHeader } from '../modal/dialog-header';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Sticky bottom area (e.g. cart total and checkout button). */
  footer?: ReactNode;
  side?: 'right' | 'left';
  /** The × button's name, 'Fermer' by default. */
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A side panel (e.g. the cart 'Mon Panier'): modal, closes on Escape, overlay click or ×. */
export function Drawer(props: DrawerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DrawerContent {...props} />, document.body);
}

function DrawerContent({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  closeLabel,
  initialFocusRef,
}: DrawerProps) {
  const { t } = useCommonTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour({ open, onClose, containerRef: panelRef, initialFocusRef });

  return (
    <div className={styles.root}>
      <div className={styles.overlay} data-testid="tg-drawer-overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, styles[side]].join(' ')}
      >
        <DialogHeader
          titleId={titleId}
          title={title}
          closeLabel={closeLabel ?? t('dialog.close')}
          onClose={onClose}
          className={styles.header}
        />
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
