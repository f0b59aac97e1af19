import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Toaster, toast } from './toaster';

describe('Toaster', () => {
  it('shows toasts raised through the shared toast function', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Connexion réussie!');
    });
    expect(await screen.findByText('Connexion réussie!')).toBeInTheDocument();
  });

  it('shows at most three toasts at once', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Message ${n}`);
    });
    await screen.findByText('Message 3');
    expect(screen.queryByText('Message 4')).not.toBeInTheDocument();
  });
});
