import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { DEFAULT_DEADLINES, shortId, type Commande } from '@teranga/shared-ui';
import { liveEvents } from '@teranga/shared-ui/testing';
import { db } from '../mocks/db';
import { demoUser } from '../mocks/fixtures';
import { newestFirst } from '../mocks/handlers/commandes';
import { server } from '../mocks/server';
import { renderArea } from './render-area';

// The kitchen screen's test helpers, shared by its test files.

export const orderCard = (order: Pick<Commande, 'id'>) =>
  screen.findByRole('article', { name: `Commande #${shortId(order.id)}` });

export const firstWith = (predicate: (order: Commande) => boolean) =>
  [...db.commandes].sort(newestFirst).find(predicate)!;

export const stored = (order: Pick<Commande, 'id'>) => db.commandes.find((candidate) => candidate.id === order.id)!;

const aheadOfKitchen = (order: Commande) =>
  Boolean(order.scheduled_for) && (order.status === 'en_attente' || order.status === 'confirmee');

/**
 * The kitchen's cards in screen order: the orders for later not started yet ('Commandes
 * programmées', soonest slot first), then all the others, newest first.
 */
export const kitchenCardNames = (orders: readonly Commande[]) =>
  [
    ...orders.filter(aheadOfKitchen).sort((a, b) => Date.parse(a.scheduled_for!) - Date.parse(b.scheduled_for!)),
    ...[...orders].sort(newestFirst).filter((order) => !aheadOfKitchen(order)),
  ].map((order) => `Commande #${shortId(order.id)}`);

/**
 * A client's order arriving while the kitchen screen is open (cash unless told otherwise), with
 * the deadline the API gives it: to accept it, or, for an unpaid card order, to pay it.
 */
export function incomingOrder(fields: Partial<Commande> = {}): Commande {
  const model = firstWith((order) => order.status === 'en_attente' && order.payment_mode === 'cash');
  const now = Date.now();
  const unpaid = fields.payment_mode === 'card' && fields.payment_status !== 'paid';
  const order: Commande = {
    ...structuredClone(model),
    id: 'b16f2a90-9c3e-4d5f-8e71-0a2b3c4d5e6f',
    created_at: new Date(now).toISOString(),
    notes: null,
    accept_by: unpaid ? null : new Date(now + DEFAULT_DEADLINES.acceptWindowS * 1000).toISOString(),
    payment_deadline: unpaid ? new Date(now + DEFAULT_DEADLINES.unpaidTtlS * 1000).toISOString() : null,
    ...fields,
  };
  db.commandes.push(order);
  return order;
}

/** What the API does when an unpaid card order's payment goes through: its accept deadline starts. */
export function markPaid(order: Pick<Commande, 'id'>): void {
  Object.assign(stored(order), {
    payment_status: 'paid',
    payment_deadline: null,
    accept_by: new Date(Date.now() + DEFAULT_DEADLINES.acceptWindowS * 1000).toISOString(),
  } satisfies Partial<Commande>);
}

/** Counts the chime's tones (two per chime) through a stand-in for Web Audio. */
export function countTones(): number[] {
  const tones: number[] = [];
  vi.stubGlobal(
    'AudioContext',
    class {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = async () => undefined;
      close = async () => undefined;
      createOscillator() {
        tones.push(1);
        return { frequency: { value: 0 }, connect: () => undefined, start: () => undefined, stop: () => undefined };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: () => undefined,
        };
      }
    },
  );
  return tones;
}

export const LIVE_SUBTITLE = 'Mises à jour en direct';
export const POLLING_SUBTITLE = 'Actualisation automatique toutes les 15 secondes';

/** The kitchen with its live stream open (the test drives it); resolves once connected. */
export async function openLiveKitchen() {
  const live = liveEvents(server);
  const view = renderArea('/restaurateur/orders', { user: demoUser });
  await screen.findAllByRole('article');
  expect(await screen.findByText(LIVE_SUBTITLE)).toBeInTheDocument();
  return { live, ...view };
}
