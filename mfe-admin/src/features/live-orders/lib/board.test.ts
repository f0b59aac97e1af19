import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import type { Commande } from '@teranga/shared-ui';
import {
  LATE_REASON_LABELS,
  awaitsCourier,
  boardSummary,
  buildBoard,
  busyCouriers,
  courierAlertMinutes,
  courierAlertText,
  formatAge,
  lateReason,
  minutesSince,
  nextCourierAlertAt,
  scheduledLabel,
} from './board';

const NOW = Date.parse('2025-03-10T12:00:00Z');
const placed = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const order = (minutesAgo: number, fields: Partial<Commande> = {}) =>
  factories.commande({ id: `c-${minutesAgo}`, created_at: placed(minutesAgo), ...fields });

describe('lateReason', () => {
  it('calls an order late from 45 min after it was placed, whatever its status, until it is finished', () => {
    expect(lateReason(order(44, { status: 'en_livraison' }), NOW)).toBeNull();
    expect(lateReason(order(45, { status: 'en_livraison' }), NOW)).toBe('delivery');
    expect(lateReason(order(60, { status: 'confirmee' }), NOW)).toBe('delivery');
    expect(lateReason(order(50, { status: 'en_attente', payment_mode: 'card', payment_status: 'pending' }), NOW)).toBe(
      'delivery',
    );
    expect(lateReason(order(90, { status: 'livree' }), NOW)).toBeNull();
    expect(lateReason(order(90, { status: 'annulee' }), NOW)).toBeNull();
  });

  it('calls a paid or cash order late after more than 10 min waiting for the kitchen', () => {
    const paid = { status: 'en_attente', payment_mode: 'card', payment_status: 'paid' } as const;
    const cash = { status: 'en_attente', payment_mode: 'cash', payment_status: 'not_applicable' } as const;
    expect(lateReason(order(10, paid), NOW)).toBeNull();
    expect(lateReason(order(11, paid), NOW)).toBe('kitchen');
    expect(lateReason(order(11, cash), NOW)).toBe('kitchen');
    // Not paid yet: the order waits for its client, not for the kitchen.
    expect(lateReason(order(30, { ...paid, payment_status: 'pending' }), NOW)).toBeNull();
    // Confirmed: the kitchen has it.
    expect(lateReason(order(30, { ...paid, status: 'confirmee' }), NOW)).toBeNull();
  });
});

describe('lateReason of take-away orders and orders for later', () => {
  it('calls a take-away order late when it is not picked up 45 min after it was placed', () => {
    const takeAway = { status: 'prete', fulfillment: 'a_emporter' } as const;
    expect(lateReason(order(44, takeAway), NOW)).toBeNull();
    expect(lateReason(order(45, takeAway), NOW)).toBe('pickup');
    expect(LATE_REASON_LABELS.pickup).toBe('non récupérée après 45 min');
  });

  it('calls an order for later late 15 min after its slot, never for its age nor the kitchen', () => {
    const slot = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();
    const waiting = { status: 'en_attente', payment_mode: 'cash', scheduled_for: slot(90) } as const;
    expect(lateReason(order(120, waiting), NOW)).toBeNull();
    expect(lateReason(order(120, { ...waiting, status: 'en_livraison', scheduled_for: slot(-14) }), NOW)).toBeNull();
    expect(lateReason(order(120, { ...waiting, status: 'en_livraison', scheduled_for: slot(-15) }), NOW)).toBe('slot');
    expect(lateReason(order(120, { ...waiting, status: 'livree', scheduled_for: slot(-60) }), NOW)).toBeNull();
  });

  it('says when an order for later is due, with its day when it is not today', () => {
    expect(scheduledLabel({ scheduled_for: null }, NOW)).toBeNull();
    // The admin's time zone (Paris in the tests): 13:00 UTC is 14:00.
    expect(scheduledLabel({ scheduled_for: '2025-03-10T13:00:00Z' }, NOW)).toBe('Programmée pour 14:00');
    expect(scheduledLabel({ scheduled_for: '2025-03-11T07:15:00Z' }, NOW)).toBe(
      'Programmée pour le 11/03/2025 à 08:15',
    );
  });
});

describe('formatAge', () => {
  it.each([
    [0, 'à l’instant'],
    [1, 'il y a 1 min'],
    [12, 'il y a 12 min'],
    [59, 'il y a 59 min'],
    [60, 'il y a 1 h 00'],
    [125, 'il y a 2 h 05'],
  ])('%i min → %s', (minutes, text) => expect(formatAge(minutes)).toBe(text));

  it('counts whole minutes and never below zero', () => {
    expect(minutesSince(placed(12.9), NOW)).toBe(12);
    expect(minutesSince(new Date(NOW + 30_000).toISOString(), NOW)).toBe(0);
  });
});

describe('buildBoard', () => {
  it('puts late orders first, then the oldest first, and joins each order to its delivery', () => {
    const fresh = order(3, { status: 'confirmee' });
    const old = order(30, { status: 'prete' });
    const kitchenLate = order(12, { status: 'en_attente', payment_status: 'paid', payment_mode: 'card' });
    const veryLate = order(50, { status: 'en_livraison' });
    const offered = factories.livraison({ id: 'l-offer', commande_id: old.id, livreur_id: null });
    const taken = factories.livraison({
      id: 'l-taken',
      commande_id: old.id,
      livreur_id: 'u-livreur',
      status: 'acceptee',
    });

    const rows = buildBoard([fresh, old, kitchenLate, veryLate], [taken, offered], NOW);
    expect(rows.map((row) => row.order.id)).toEqual([veryLate.id, kitchenLate.id, old.id, fresh.id]);
    expect(rows.map((row) => row.late)).toEqual(['delivery', 'kitchen', null, null]);
    expect(rows.map((row) => row.ageMinutes)).toEqual([50, 12, 30, 3]);
    // The delivery a courier holds wins over an offer still open for the same order.
    expect(rows[2]?.delivery?.id).toBe('l-taken');
    expect(rows[3]?.delivery).toBeUndefined();
  });

  it('lists an order once even if two status pages returned it', () => {
    const moving = order(5, { status: 'confirmee' });
    expect(buildBoard([moving, { ...moving, status: 'en_preparation' }], [], NOW)).toHaveLength(1);
  });
});

describe('boardSummary', () => {
  it('counts orders, late ones and locked deliveries', () => {
    const late = order(50, { status: 'en_livraison' });
    const locked = factories.livraison({ commande_id: late.id, livreur_id: 'u-livreur', pin_locked: true });
    expect(boardSummary(buildBoard([late, order(2)], [locked], NOW))).toBe(
      '2 commandes en cours, 1 en retard, 1 code bloqué',
    );
    expect(boardSummary(buildBoard([order(2)], [], NOW))).toBe('1 commande en cours, 0 en retard');
    expect(boardSummary([])).toBe('0 commande en cours');
  });
});

describe('courier alert', () => {
  const confirmedAgo = (minutes: number, fields: Partial<Commande> = {}) =>
    order(minutes + 2, { status: 'en_preparation', status_times: { confirmee: placed(minutes) }, ...fields });

  it('counts the minutes since the confirmation of an order the API flags, never a fixed number', () => {
    expect(courierAlertMinutes(confirmedAgo(17, { courier_alert: true }), NOW)).toBe(17);
    expect(courierAlertMinutes(confirmedAgo(12.5, { courier_alert: true }), NOW)).toBe(12);
    // The API's flag decides: not flagged, no alert, however long it has waited.
    expect(courierAlertMinutes(confirmedAgo(30), NOW)).toBeNull();
    expect(courierAlertMinutes(order(30, { courier_alert: true, status_times: {} }), NOW)).toBeNull();
    expect(courierAlertText(17)).toBe('Sans livreur depuis plus de 17 min');
    expect(courierAlertText(null)).toBe('Sans livreur');
  });

  it('puts the alert on the row and in the summary, after the other counts', () => {
    const waiting = confirmedAgo(14, { courier_alert: true });
    const late = order(50, { status: 'en_livraison' });
    const locked = factories.livraison({ commande_id: late.id, livreur_id: 'u-livreur', pin_locked: true });
    const rows = buildBoard([waiting, late], [locked], NOW);
    expect(rows.find((row) => row.order.id === waiting.id)).toMatchObject({
      courierAlert: true,
      courierAlertMinutes: 14,
    });
    expect(boardSummary(rows)).toBe('2 commandes en cours, 1 en retard, 1 code bloqué, 1 sans livreur');
  });

  it('tells when the API would next flag an order waiting for a courier (10 min after its confirmation by default)', () => {
    const soon = confirmedAgo(8, { id: 'soon' });
    // Never flagged: picked up by its client.
    const takeAway = confirmedAgo(9, { id: 'take-away', fulfillment: 'a_emporter' });
    const later = confirmedAgo(2, { id: 'later' });
    const flagged = confirmedAgo(20, { id: 'flagged', courier_alert: true });
    const taken = confirmedAgo(9, { id: 'taken' });
    const delivery = factories.livraison({ commande_id: taken.id, livreur_id: 'u-livreur', status: 'acceptee' });
    const rows = buildBoard(
      [soon, later, flagged, taken, takeAway, order(9, { status: 'en_attente' })],
      [delivery],
      NOW,
    );
    expect(nextCourierAlertAt(rows, NOW)).toBe(NOW + 2 * 60_000);
    expect(nextCourierAlertAt(rows, NOW + 3 * 60_000)).toBe(NOW + 8 * 60_000);
    expect(nextCourierAlertAt(rows, NOW + 9 * 60_000)).toBeNull();
  });
});

describe('couriers', () => {
  it('knows who carries a delivery, and which rows wait for a courier', () => {
    const deliveries = [
      factories.livraison({ id: 'l1', commande_id: 'c1', livreur_id: 'u-a', status: 'acceptee' }),
      factories.livraison({ id: 'l2', commande_id: 'c2', livreur_id: 'u-b', status: 'en_cours' }),
      factories.livraison({ id: 'l3', commande_id: 'c3', livreur_id: 'u-c', status: 'livree' }),
      factories.livraison({ id: 'l4', commande_id: 'c4', livreur_id: null, status: 'en_attente' }),
    ];
    expect([...busyCouriers(deliveries)]).toEqual([
      ['u-a', 'c1'],
      ['u-b', 'c2'],
    ]);
    const rows = buildBoard(
      ['c1', 'c4', 'c5'].map((id) => factories.commande({ id, status: 'prete' })),
      deliveries,
      NOW,
    );
    expect(rows.filter(awaitsCourier).map((row) => row.order.id)).toEqual(['c4']);
  });
});
