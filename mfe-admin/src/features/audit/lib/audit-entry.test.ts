import { describe, expect, it } from 'vitest';
import { formatPrice } from '@teranga/shared-ui';
import type { AuditEntry } from '../api/get-audit-log';
import {
  AUDIT_ACTION_LABELS,
  actorName,
  describeChanges,
  formatEntryDate,
  targetLabel,
  targetName,
} from './audit-entry';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'e-1',
  actor_id: 'u-admin',
  actor_name: 'Claire Mensah',
  action: 'user.role',
  target_type: 'user',
  target_id: '2c6e8a1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b',
  target_name: null,
  reason: null,
  before: null,
  after: null,
  created_at: '2025-03-10T12:05:00Z',
  ...fields,
});

describe('describeChanges', () => {
  it('says a role change in French, values in lower case', () => {
    expect(describeChanges(entry({ before: { role: 'client' }, after: { role: 'livreur' } }))).toEqual([
      'Rôle : client → livreur',
    ]);
  });

  it("reads an admin's cancellation: statuses, payment, delivery, then the refund alone", () => {
    const cancel = entry({
      action: 'commande.cancel',
      target_type: 'commande',
      before: { status: 'en_preparation', payment_status: 'paid', livraison_status: 'en_attente' },
      after: { status: 'annulee', payment_status: 'refunded', livraison_status: 'annulee', refund_cents: 1250 },
    });
    expect(describeChanges(cancel)).toEqual([
      'Statut : en préparation → annulée',
      'Paiement : payée → remboursée',
      'Livraison : en attente → annulée',
      `Remboursé : ${formatPrice(12.5)}`,
    ]);
    expect(formatPrice(12.5)).toMatch(/^12,50\s€$/);
    // An order without a delivery yet.
    expect(
      describeChanges({
        ...cancel,
        before: { livraison_status: null },
        after: { livraison_status: null, refund_cents: 0 },
      }),
    ).toEqual([`Remboursé : ${formatPrice(0)}`]);
  });

  it("names the assigned courier, the delivery's statuses in their own words", () => {
    const assign = entry({
      action: 'livraison.assign',
      target_type: 'livraison',
      before: { status: 'en_attente', livreur_id: null },
      after: { status: 'acceptee', livreur_id: '5f9b1d4e-6a8c', livreur_name: 'Moussa Traoré' },
    });
    expect(describeChanges(assign)).toEqual(['Statut : en attente → acceptée', 'Livreur : aucun → Moussa Traoré']);
    const unnamed = { ...assign, after: { status: 'acceptee', livreur_id: '5f9b1d4e-6a8c-4d0f' } };
    expect(describeChanges(unnamed)).toContain('Livreur : aucun → #5f9b1d4e');
  });

  it('reads a pause and a reopening, leaving out the time of the pause', () => {
    const pause = entry({
      action: 'restaurant.pause',
      target_type: 'restaurant',
      before: { is_open: true, paused_reason: null, paused_at: null },
      after: { is_open: false, paused_reason: 'admin', paused_at: '2025-03-10T12:05:00Z' },
    });
    expect(describeChanges(pause)).toEqual(['État : ouvert → fermé', 'Pause : aucune → équipe Teranga']);
    const reopen = entry({
      action: 'restaurant.reopen',
      target_type: 'restaurant',
      before: { is_open: false, paused_reason: 'auto', paused_at: '2025-03-10T11:00:00Z' },
      after: { is_open: true, paused_reason: null, paused_at: null },
    });
    expect(describeChanges(reopen)).toEqual(['État : fermé → ouvert', 'Pause : automatique → aucune']);
  });

  it('reads account changes and leaves out what did not change', () => {
    expect(describeChanges(entry({ before: { is_active: true }, after: { is_active: false } }))).toEqual([
      'Compte : actif → inactif',
    ]);
    expect(
      describeChanges(
        entry({
          before: { is_verified: false, rejection_reason: null },
          after: { is_verified: true, rejection_reason: null },
        }),
      ),
    ).toEqual(['Validé : non → oui']);
    expect(
      describeChanges(
        entry({
          before: { is_verified: false, rejection_reason: null },
          after: { is_verified: false, rejection_reason: 'Documents illisibles' },
        }),
      ),
    ).toEqual(['Motif du rejet : aucun → « Documents illisibles »']);
  });

  it("reads a review's moderation: its state, the reason, and the restaurant's figures it changed", () => {
    const hide = entry({
      action: 'review.hide',
      target_type: 'review',
      target_name: 'Chez Fatou · Aminata Ndiaye',
      reason: 'Propos injurieux',
      before: { hidden: false, hidden_reason: null, rating: 4.2, total_reviews: 12 },
      after: { hidden: true, hidden_reason: 'Propos injurieux', rating: 4.5, total_reviews: 11 },
    });
    expect(describeChanges(hide)).toEqual([
      'Avis : visible → masqué',
      'Motif du masquage : aucun → « Propos injurieux »',
      'Note du restaurant : 4,2 → 4,5',
      'Avis comptés : 12 → 11',
    ]);
    expect(targetLabel(hide)).toBe('Avis « Chez Fatou · Aminata Ndiaye »');
    expect(AUDIT_ACTION_LABELS['review.unhide']).toBe('Avis réaffiché');
  });

  it("reads the platform's settings and a restaurant's own commission in euros, percents and minutes", () => {
    const settings = entry({
      action: 'settings.update',
      target_type: 'settings',
      target_id: 'platform',
      before: {
        commission_rate: 15,
        delivery_fee: 2.5,
        courier_pay_per_km: 0.8,
        vat_delivery_rate: 20,
        accept_window_s: null,
        unpaid_ttl_s: 900,
        courier_alert_s: 45,
      },
      after: {
        commission_rate: 12.5,
        delivery_fee: 3,
        courier_pay_per_km: 0.8,
        vat_delivery_rate: 5.5,
        accept_window_s: 300,
        unpaid_ttl_s: 90,
        courier_alert_s: null,
      },
    });
    expect(describeChanges(settings)).toEqual([
      'Commission : 15 % → 12,5 %',
      `Frais de livraison : ${formatPrice(2.5)} → ${formatPrice(3)}`,
      'TVA livraison et service : 20 % → 5,5 %',
      'Délai d’acceptation : configuration du serveur → 5 min',
      'Délai de paiement : 15 min → 1 min 30 s',
      'Délai d’alerte livreur : 45 s → configuration du serveur',
    ]);
    expect(AUDIT_ACTION_LABELS['settings.update']).toBe('Paramètres modifiés');
    // One settings row: its id says nothing.
    expect(targetLabel(settings)).toBe('Paramètres de la plateforme');
    const commission = entry({
      action: 'restaurant.commission',
      target_type: 'restaurant',
      target_name: 'Chez Fatou',
      before: { commission_rate: 10 },
      after: { commission_rate: null },
    });
    expect(describeChanges(commission)).toEqual(['Commission : 10 % → celle de la plateforme']);
    expect(targetLabel(commission)).toBe('Restaurant « Chez Fatou »');
  });

  it('keeps what only one side has, and values it does not know as they are', () => {
    const deleted = entry({
      action: 'restaurant.delete',
      target_type: 'restaurant',
      before: { name: 'Le Baobab', is_open: false },
      after: null,
    });
    // The name is the target's (see targetLabel), not a change.
    expect(describeChanges(deleted)).toEqual(['État : fermé']);
    expect(describeChanges(entry({ before: { n: 1 }, after: { n: 2, extra: { a: 1 } } }))).toEqual([
      'n : 1 → 2',
      'extra : {"a":1}',
    ]);
    expect(describeChanges(entry({ before: { name: 'Ancien' }, after: { name: 'Nouveau' } }))).toEqual([
      'Nom : Ancien → Nouveau',
    ]);
    expect(describeChanges(entry({}))).toEqual([]);
  });
});

describe('targetLabel', () => {
  it('shows the type and short id, or the name the entry carries', () => {
    expect(targetLabel(entry({}))).toBe('Utilisateur #2c6e8a1b');
    expect(targetLabel(entry({ target_type: 'commande', target_id: 'a1b20008-7c3d' }))).toBe('Commande #a1b20008');
    const named = entry({ target_type: 'restaurant', before: { name: 'Le Baobab' }, after: null });
    expect(targetName(named)).toBe('Le Baobab');
    expect(targetLabel(named)).toBe('Restaurant « Le Baobab »');
    expect(targetName(entry({ after: { restaurant_name: 'Chez Fatou' } }))).toBe('Chez Fatou');
  });

  it('prefers the name the API reads for the target now', () => {
    const order = entry({
      target_type: 'commande',
      target_id: 'a1b20008-7c3d',
      target_name: 'Chez Fatou · Awa Diop',
      after: { restaurant_name: 'Ancien nom' },
    });
    expect(targetLabel(order)).toBe('Commande « Chez Fatou · Awa Diop »');
  });
});

describe('labels', () => {
  it('has a French label for every action and names a deleted author', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS)).toHaveLength(13);
    expect(actorName(entry({ actor_id: null, actor_name: null }))).toBe('Compte supprimé');
    expect(actorName(entry({}))).toBe('Claire Mensah');
  });

  it('dates an entry in French, in the local time zone', () => {
    // TZ Europe/Paris (vitest.shared.ts): UTC+1 in March.
    expect(formatEntryDate('2025-03-10T12:05:00Z')).toBe('10 mars 2025 à 13:05');
  });
});
