import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Modal } from './modal';

function Demo() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Nouvelle catégorie" description="Donnez-lui un nom.">
        <label>
          Nom
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is labelled and described, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle catégorie' });
    expect(dialog).toHaveAccessibleDescription('Donnez-lui un nom.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('keeps focus where the user is typing when the parent re-renders', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const input = screen.getByRole('textbox', { name: 'Nom' });
    await user.click(input);
    await user.type(input, 'Grillades');
    expect(input).toHaveValue('Grillades');
    expect(input).toHaveFocus();
  });
});
