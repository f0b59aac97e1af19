import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Drawer } from './drawer';

function CartDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Panier
      </button>
      <Drawer
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Mon Panier"
        footer={<button type="button">Commander</button>}
      >
        <button type="button">Retirer</button>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<CartDemo onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Panier' }));
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Mon Panier' }) };
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    render(<Drawer open={false} onClose={() => {}} title="Mon Panier" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog and moves focus inside', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, onClose } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Panier' })).toHaveFocus();
  });

  it('closes on an overlay click', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(screen.getByTestId('tg-drawer-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on a click inside the panel', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the × button', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the panel', async () => {
    const { user } = await openDrawer();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const remove = screen.getByRole('button', { name: 'Retirer' });
    const checkout = screen.getByRole('button', { name: 'Commander' });

    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    const { user } = await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
