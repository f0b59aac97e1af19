import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Input } from '../input/input';
import { Select } from '../select/select';
import { Field } from './field';

describe('Field', () => {
  it('labels the control and marks it required', () => {
    render(
      <Field label="Email" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
  });

  it('links hint and error to the control and flags it invalid', () => {
    render(
      <Field label="Prix (€)" hint="Par exemple 12,50" error="Le prix doit être un nombre positif">
        <Input inputMode="decimal" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Prix (€)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Par exemple 12,50 Le prix doit être un nombre positif');
    expect(screen.getByRole('alert')).toHaveTextContent('Le prix doit être un nombre positif');
  });

  it('keeps an id given by the caller', () => {
    render(
      <Field label="Type de compte">
        <Select id="role" options={[{ value: 'client', label: 'Client' }]} />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Type de compte' })).toHaveAttribute('id', 'role');
  });
});
