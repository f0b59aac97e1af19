import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('pairs each term with its value, in order', () => {
    render(
      <DetailList
        items={[
          { term: 'Nom', value: 'Awa Diop' },
          { term: 'Email', value: <b>awa@example.test</b> },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Nom', 'Email']);
    expect(screen.getByText('Nom', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Awa Diop');
    expect(screen.getByText('Email', { selector: 'dt' }).nextElementSibling?.querySelector('b')).toHaveTextContent(
      'awa@example.test',
    );
  });
});
