import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Table } from './table';

interface Row {
  id: string;
  name: string;
  email: string;
}

const columns = [
  { key: 'name', header: 'Nom' },
  { key: 'email', header: 'Email', render: (row: Row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
];

describe('Table', () => {
  it('renders a captioned table inside a keyboard-scrollable region', () => {
    render(
      <Table
        caption="Utilisateurs"
        columns={columns}
        rows={[{ id: '1', name: 'Awa', email: 'awa@example.com' }]}
        rowKey={(row) => row.id}
      />,
    );
    const region = screen.getByRole('region', { name: 'Utilisateurs' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Utilisateurs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nom', 'Email']);
    expect(within(table).getByRole('cell', { name: 'Awa' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'awa@example.com' })).toBeInTheDocument();
  });

  it('shows the empty message across all columns', () => {
    render(
      <Table
        caption="Utilisateurs"
        columns={columns}
        rows={[]}
        rowKey={(row: Row) => row.id}
        emptyMessage="Aucun utilisateur trouvé"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Aucun utilisateur trouvé' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});
