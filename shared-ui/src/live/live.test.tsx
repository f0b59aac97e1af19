import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { factories } from '../mocks';
import { createIdleLiveHandler } from '../mocks/live-handlers';
import { mockTokensFor } from '../mocks/mock-api';
import { liveEvents } from '../testing/live-events';
import { LiveConnector, useLiveEvents, useLiveRefetchInterval, useLiveStatus, type LiveEvent } from '.';

const server = setupServer(createIdleLiveHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().signOut();
});
afterAll(() => server.close());

function Probe({ onEvent }: { onEvent: (event: LiveEvent) => void }) {
  useLiveEvents(onEvent, ['commande.status', 'resync']);
  return (
    <p>
      {useLiveStatus()} / {String(useLiveRefetchInterval(15_000))}
    </p>
  );
}

function mount(onEvent = vi.fn(), client = new QueryClient()) {
  const user = factories.user({ role: 'client' });
  useSession.getState().signIn({ ...mockTokensFor(user), user });
  const view = render(
    <QueryClientProvider client={client}>
      <Probe onEvent={onEvent} />
      <LiveConnector />
    </QueryClientProvider>,
  );
  return { ...view, onEvent, client };
}

describe('live connection', () => {
  it('opens with the session token, stops polling while open, and hands over the events asked for', async () => {
    const live = liveEvents(server);
    const { onEvent } = mount();
    await screen.findByText('open / false');
    live.send({ type: 'commande.status', commande_id: 'c1', status: 'confirmee' });
    live.send({ type: 'commande.created', commande_id: 'c2' });
    live.send({ type: 'commande.status', commande_id: 'c1', status: 'en_preparation' });
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent.mock.calls.map(([event]) => [event.id, event.type, event.status])).toEqual([
      [1, 'commande.status', 'confirmee'],
      [3, 'commande.status', 'en_preparation'],
    ]);
    expect(live.connections).toEqual([null]);
  });

  it('resumes from the last id after the stream drops, polling meanwhile, and says so only if it lasts', async () => {
    const live = liveEvents(server);
    const { onEvent } = mount();
    await screen.findByText('open / false');
    live.send({ type: 'commande.status', commande_id: 'c1', status: 'confirmee' });
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    act(() => live.close());
    await screen.findByText('reconnecting / 15000');
    await screen.findByText('open / false', undefined, { timeout: 4000 });
    expect(live.connections).toEqual([null, '1']);
    // A short drop is not worth alarming anyone.
    expect(screen.queryByText('Connexion perdue — reconnexion…')).toBeNull();
  });

  it('shows the lost-connection notice while the API is unreachable', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/events', () => HttpResponse.error()));
    mount();
    expect(await screen.findByText('Connexion perdue — reconnexion…', undefined, { timeout: 4000 })).toBeVisible();
  });

  it('empties the query cache when told events were lost (resync)', async () => {
    const live = liveEvents(server);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    mount(vi.fn(), client);
    await screen.findByText('open / false');
    live.send({ type: 'resync' });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it('closes when the session ends', async () => {
    liveEvents(server);
    mount();
    await screen.findByText('open / false');
    act(() => useSession.getState().signOut());
    await screen.findByText('off / 15000');
  });
});
