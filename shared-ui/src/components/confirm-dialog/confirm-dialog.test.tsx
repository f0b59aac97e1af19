import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from './confirm-dialog';

const QUESTION = 'Êtes-vous sûr de vouloir supprimer ce plat?';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open message={QUESTION} onConfirm={onConfirm} onCancel={onCancel} tone="danger" {...props} />);
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
  });

  it('focuses Annuler first so Enter never confirms by accident', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('calls onConfirm when confirmed', async () => {
    const { user, onConfirm, onCancel } = setup({ confirmLabel: 'Supprimer' });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button, Escape and the overlay', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('tg-modal-overlay') });
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be dismissed or confirmed twice while the action runs', async () => {
    const { user, onConfirm, onCancel } = setup({ loading: true, confirmLabel: 'Supprimer' });
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
