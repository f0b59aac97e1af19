import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Switch } from './switch';

describe('Switch', () => {
  it('is a switch named by its label, with its state in aria-checked', async () => {
    const onClick = vi.fn();
    render(
      <Switch checked={false} onClick={onClick}>
        Ouvert
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Ouvert' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveClass('switch', 'md');
    await userEvent.click(toggle);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes a size and extra classes, and can be disabled', () => {
    render(<Switch checked size="sm" className="extra" disabled aria-label="Actif" />);
    const toggle = screen.getByRole('switch', { name: 'Actif' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveClass('switch', 'sm', 'extra');
    expect(toggle).toBeDisabled();
  });
});
