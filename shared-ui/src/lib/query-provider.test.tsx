import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { user as makeUser } from '../mocks/factories';
import { useSession } from '../stores/session';
import { QueryProvider, createQueryClient } from './react-query';

const tokens = { access_token: 'a', refresh_token: 'r' };

afterEach(() => useSession.getState().signOut());

describe('QueryProvider', () => {
  it('empties the cache when another user signs in, not when the same user is updated', () => {
    const client = createQueryClient();
    const awa = makeUser({ id: 'u-awa' });
    act(() => useSession.getState().signIn({ ...tokens, user: awa }));
    render(
      <QueryProvider client={client}>
        <p>page</p>
      </QueryProvider>,
    );
    client.setQueryData(['commandes'], ['commande d’Awa']);

    act(() => useSession.getState().setUser({ ...awa, name: 'Awa D.' }));
    expect(client.getQueryData(['commandes'])).toEqual(['commande d’Awa']);

    act(() => useSession.getState().signOut());
    expect(client.getQueryData(['commandes'])).toBeUndefined();

    client.setQueryData(['commandes'], ['commande d’Awa']);
    act(() => useSession.getState().signIn({ ...tokens, user: makeUser({ id: 'u-moussa' }) }));
    expect(client.getQueryData(['commandes'])).toBeUndefined();
  });
});
