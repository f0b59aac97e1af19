import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>Annuler</Button>);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveAttribute('type', 'button');
  });

  it('disables itself and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Enregistrement..." onClick={onClick}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrement...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies variant and size classes, also for links styled as buttons', () => {
    render(
      <Button variant="danger" size="sm">
        Supprimer
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('button', 'danger', 'sm');
    expect(buttonClasses({ variant: 'secondary', fullWidth: true })).toBe('button secondary md fullWidth');
  });
});
