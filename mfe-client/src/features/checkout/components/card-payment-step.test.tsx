import { useEffect, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { recordRequests } from '@teranga/shared-ui/testing';
import { db } from '../../../mocks/db';
import { demoUser } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { currentPath, renderArea } from '../../../test/render-area';
import { useCart } from '../../../components/cart/cart-store';
import { fillCart } from '../../../test/cart';

// Stripe.js and React Stripe.js stand-ins: the test drives what Stripe answers.
const stripeMock = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  loadStripe: vi.fn(),
  elementsOptions: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMock.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => {
  const elements = { id: 'elements' };
  return {
    Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
      stripeMock.elementsOptions.push(options);
      return <div data-testid="stripe-elements">{children}</div>;
    },
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return <div>Champs de carte Stripe</div>;
    },
    useStripe: () => ({ confirmPayment: stripeMock.confirmPayment }),
    useElements: () => elements,
  };
});

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** Checkout → card order created → the 'Paiement sécurisé' step. */
async function openCardStep() {
  fillCart([['Thiéboudienne', 2]]);
  const rendered = renderArea('/client/checkout', { user: demoUser });
  await rendered.events.click(await screen.findByRole('button', { name: 'Continuer vers le paiement' }));
  const step = await screen.findByRole('region', { name: 'Paiement sécurisé' });
  const order = db.commandes.at(-1)!;
  return { ...rendered, step, order };
}

async function payWithTestCard(
  events: Awaited<ReturnType<typeof openCardStep>>['events'],
  number: string,
  expiry = `12/${nextYear}`,
  cvc = '123',
) {
  const form = await screen.findByRole('form', { name: 'Carte bancaire (mode TEST)' });
  await events.type(within(form).getByLabelText(/Numéro de carte/), number);
  await events.type(within(form).getByLabelText(/Date d’expiration/), expiry);
  await events.type(within(form).getByLabelText(/CVC/), cvc);
  await events.click(within(form).getByRole('button', { name: /^Payer/ }));
  return form;
}

beforeEach(() => {
  stripeMock.elementsOptions.length = 0;
  stripeMock.loadStripe.mockResolvedValue({ confirmPayment: stripeMock.confirmPayment });
});
afterEach(() => {
  // Spies on the fake setTimeout go first, or the next test would get the fake back.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CardPaymentStep — API test mode', () => {
  it('pays with 4242 4242 4242 4242: success, server confirmation, cart emptied, toast, orders after 2 s, order paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const intents = recordRequests(server, { method: 'POST', path: '/paiements/create-payment-intent' });
    const cards = recordRequests(server, { method: 'POST', path: '/paiements/test/confirm-card' });
    const { events, step, order } = await openCardStep();
    const confirmations = recordRequests(server, { method: 'POST', path: `/paiements/confirm/${order.id}` });

    // The TEST banner lists both test cards; Stripe is never loaded in this mode.
    const banner = await within(step).findByRole('note', { name: 'Mode TEST' });
    expect(banner).toHaveTextContent('4242 4242 4242 4242');
    expect(banner).toHaveTextContent('4000 0000 0000 0002');
    expect(banner).toHaveTextContent(/aucun paiement réel/);
    expect(intents[0]?.url.searchParams.get('commande_id')).toBe(order.id);
    expect(within(step).getByRole('button', { name: /^Payer/ })).toHaveTextContent(/Payer 31,50\s€/);

    await payWithTestCard(events, '4242424242424242', `12${nextYear}`);
    expect(await screen.findByText('Paiement réussi!')).toBeInTheDocument();
    expect(screen.getByText('Redirection en cours...')).toBeInTheDocument();
    expect(cards[0]?.body).toEqual({
      client_secret: expect.stringContaining('_secret_'),
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: Number(nextYear),
      cvc: '123',
    });
    expect(await screen.findByText('Paiement réussi! Commande confirmée.')).toBeInTheDocument();
    expect(confirmations).toHaveLength(1);
    expect(useCart.getState().items).toHaveLength(0);
    expect(localStorage.getItem('cart') ?? '').not.toContain('Thiéboudienne');
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();

    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(currentPath()).toBe('/client/checkout');
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(currentPath()).toBe('/client/orders'));
    const card = (await screen.findAllByTestId('order-card')).find((c) =>
      c.textContent?.includes(order.id.slice(0, 8)),
    )!;
    expect(card).toHaveTextContent('Carte bancaire · Payée');
    // Paid: no longer 'Paiement en cours', the restaurant's answer deadline runs from now.
    expect(within(card).getByTestId('order-waiting')).toHaveTextContent(
      /^En attente de confirmation du restaurant, réponse avant \d\d:\d\d$/,
    );
    expect(stripeMock.loadStripe).not.toHaveBeenCalled();
  });

  it('4000 0000 0000 0002 is declined: inline and toast, the cart stays, another card can be tried', async () => {
    const { events, step, order } = await openCardStep();
    const confirmations = recordRequests(server, { method: 'POST', path: `/paiements/confirm/${order.id}` });

    const form = await payWithTestCard(events, '4000 0000 0000 0002');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(await screen.findAllByText('Votre carte a été refusée.')).toHaveLength(2);
    expect(order.payment_status).toBe('pending');
    expect(useCart.getState().items).toHaveLength(1);
    expect(confirmations).toHaveLength(0);
    expect(within(step).getByRole('button', { name: 'Retour' })).toBeEnabled();

    const number = within(form).getByLabelText(/Numéro de carte/);
    await events.clear(number);
    await events.type(number, '4242424242424242');
    await events.click(within(form).getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Paiement réussi!')).toBeInTheDocument();
    expect(order.payment_status).toBe('paid');
  });

  it('checks the card before sending it (Luhn, date to come, CVC) with French messages', async () => {
    const cards = recordRequests(server, { method: 'POST', path: '/paiements/test/confirm-card' });
    const { events } = await openCardStep();
    const form = await screen.findByRole('form', { name: 'Carte bancaire (mode TEST)' });

    await events.click(within(form).getByRole('button', { name: /^Payer/ }));
    expect(within(form).getByText('Veuillez entrer le numéro de carte')).toBeInTheDocument();
    expect(within(form).getByText('Veuillez entrer la date d’expiration')).toBeInTheDocument();
    expect(within(form).getByText('Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Numéro de carte/)).toHaveFocus();

    await payWithTestCard(events, '4242 4242 4242 4241', '01/20', '12');
    expect(within(form).getByText('Numéro de carte invalide')).toBeInTheDocument();
    expect(within(form).getByText('La date d’expiration de la carte est dépassée')).toBeInTheDocument();
    expect(within(form).getByText('Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres')).toBeInTheDocument();
    expect(cards).toHaveLength(0);
  });

  it('a failed payment intent shows the server detail as a toast and offers to retry', async () => {
    let calls = 0;
    server.use(
      http.post(`${MOCK_API_URL}/paiements/create-payment-intent`, () => {
        calls += 1;
        return calls === 1 ? problem(503, 'Le service de paiement est momentanément indisponible.') : undefined;
      }),
    );
    const { events, step } = await openCardStep();
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'Le service de paiement est momentanément indisponible.',
    );
    expect(await screen.findAllByText('Le service de paiement est momentanément indisponible.')).toHaveLength(2);

    await events.click(within(step).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('form', { name: 'Carte bancaire (mode TEST)' })).toBeInTheDocument();
  });

  it("without a server detail, the failure reads 'Erreur lors de la commande'", async () => {
    server.use(http.post(`${MOCK_API_URL}/paiements/create-payment-intent`, () => HttpResponse.error()));
    await openCardStep();
    expect(await screen.findAllByText('Erreur lors de la commande')).not.toHaveLength(0);
  });

  it('a failed backend confirmation is only logged: the success goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`${MOCK_API_URL}/paiements/confirm/:id`, () => problem(500, 'Erreur interne du serveur')));
    const { events } = await openCardStep();
    await payWithTestCard(events, '4242424242424242');
    expect(await screen.findByText('Paiement réussi! Commande confirmée.')).toBeInTheDocument();
    expect(screen.queryByText('Erreur interne du serveur')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Confirmation du paiement par le serveur impossible', expect.anything());
    await waitFor(() => expect(currentPath()).toBe('/client/orders'), { timeout: 4000 });
  });
});

describe('CardPaymentStep — Stripe', () => {
  beforeEach(() => {
    server.use(
      http.get(`${MOCK_API_URL}/paiements/config`, () =>
        HttpResponse.json({ provider: 'stripe', publishable_key: 'pk_test_teranga' }),
      ),
    );
  });

  it('confirms in the browser with Stripe Elements and the client secret, then the server, then the orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    stripeMock.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { events, step, order } = await openCardStep();
    // The browser's word is not what pays the order: the (mock) API is told it went through.
    server.use(
      http.post(`${MOCK_API_URL}/paiements/confirm/:id`, () => HttpResponse.json({ ...order, payment_status: 'paid' })),
    );
    const confirmations = recordRequests(server, { method: 'POST', path: `/paiements/confirm/${order.id}` });

    expect(await within(step).findByText('Champs de carte Stripe')).toBeInTheDocument();
    expect(within(step).queryByRole('note', { name: 'Mode TEST' })).not.toBeInTheDocument();
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_teranga', { locale: 'fr' });
    expect(stripeMock.elementsOptions.at(-1)).toMatchObject({
      clientSecret: expect.stringContaining('_secret_'),
      locale: 'fr',
    });

    await events.click(await within(step).findByRole('button', { name: /^Payer 31,50/ }));
    expect(await screen.findByText('Paiement réussi!')).toBeInTheDocument();
    expect(stripeMock.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        elements: { id: 'elements' },
        redirect: 'if_required',
        confirmParams: { return_url: expect.stringMatching(/\/client\/orders$/) },
      }),
    );
    expect(await screen.findByText('Paiement réussi! Commande confirmée.')).toBeInTheDocument();
    expect(confirmations).toHaveLength(1);
    expect(useCart.getState().items).toHaveLength(0);

    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(currentPath()).toBe('/client/checkout');
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(currentPath()).toBe('/client/orders'));
  });

  it("a card error from Stripe is shown inline and as a toast; the server is not told it's paid", async () => {
    stripeMock.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Votre carte a été refusée.' },
    });
    const { events, step, order } = await openCardStep();
    const confirmations = recordRequests(server, { method: 'POST', path: `/paiements/confirm/${order.id}` });

    await events.click(await within(step).findByRole('button', { name: /^Payer/ }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(await screen.findAllByText('Votre carte a été refusée.')).toHaveLength(2);
    expect(screen.queryByText('Paiement réussi!')).not.toBeInTheDocument();
    expect(confirmations).toHaveLength(0);
    expect(useCart.getState().items).toHaveLength(1);
    expect(within(step).getByRole('button', { name: /^Payer/ })).toBeEnabled();
  });

  it('Stripe.js that cannot load gives an error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Another key: Stripe.js is loaded once per key for the page's life.
    server.use(
      http.get(`${MOCK_API_URL}/paiements/config`, () =>
        HttpResponse.json({ provider: 'stripe', publishable_key: 'pk_test_offline' }),
      ),
    );
    stripeMock.loadStripe.mockRejectedValueOnce(new Error('network'));
    const { events, step } = await openCardStep();
    expect(
      await within(step).findByText(/Le formulaire de paiement sécurisé n’a pas pu être chargé/),
    ).toBeInTheDocument();
    await events.click(within(step).getByRole('button', { name: 'Réessayer' }));
    expect(await within(step).findByText('Champs de carte Stripe')).toBeInTheDocument();
  });
});
