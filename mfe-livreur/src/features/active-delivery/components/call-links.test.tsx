import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/mocks';
import { CallLinks } from './call-links';

const phones = { client_phone: '+33 (0)6 39 98 12 34', restaurant_phone: '01 99 00 18 14' };
const link = (name: RegExp) => screen.queryByRole('link', { name });

describe('CallLinks', () => {
  it.each(['acceptee', 'en_cours'] as const)('dials the client and the restaurant of a delivery %s', (status) => {
    render(<CallLinks livraison={factories.livraison({ status, livreur_id: 'moi', ...phones })} />);

    const client = link(/^Appeler le client/);
    expect(client).toHaveAttribute('href', 'tel:+33639981234');
    // The number as typed is on the link itself, read with it.
    expect(client).toHaveAccessibleName('Appeler le client +33 (0)6 39 98 12 34');
    const restaurant = link(/^Appeler le restaurant/);
    expect(restaurant).toHaveAttribute('href', 'tel:0199001814');
    expect(restaurant).toHaveTextContent('01 99 00 18 14');
  });

  it('shows only the numbers it knows', () => {
    render(<CallLinks livraison={factories.livraison({ status: 'en_cours', ...phones, client_phone: null })} />);
    expect(link(/^Appeler le client/)).not.toBeInTheDocument();
    expect(link(/^Appeler le restaurant/)).toBeInTheDocument();
  });

  it('shows nothing without a dialable number', () => {
    const { container } = render(
      <CallLinks livraison={factories.livraison({ status: 'en_cours', client_phone: ' ', restaurant_phone: null })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['en_attente', 'livree', 'annulee'] as const)('shows nothing for a delivery %s, numbers or not', (status) => {
    const { container } = render(<CallLinks livraison={factories.livraison({ status, ...phones })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
