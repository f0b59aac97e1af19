import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Select } from '../select/select';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is toggled by clicking its label text', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Plat disponible immédiatement" defaultChecked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Plat disponible immédiatement' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Plat disponible immédiatement'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Select', () => {
  it('renders a placeholder option then the given options', () => {
    render(
      <Select
        aria-label="Catégorie"
        placeholder="Choisir une catégorie"
        options={[
          { value: 'plats', label: 'Plats' },
          { value: 'desserts', label: 'Desserts' },
        ]}
        defaultValue=""
      />,
    );
    const options = screen.getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['', 'Choisir une catégorie'],
      ['plats', 'Plats'],
      ['desserts', 'Desserts'],
    ]);
  });
});
