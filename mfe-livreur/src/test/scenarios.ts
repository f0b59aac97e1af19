import type { DeliveryStatus, Livraison, OrderStatus } from '@teranga/shared-ui';
import type { LivraisonRow } from '../mocks/fixtures';
import { db } from '../mocks/db';
import { demoUser, otherLivreur } from '../mocks/fixtures';
import { isOffered } from '../mocks/handlers/livraisons';

/** Deliveries currently on offer in the mock API, oldest first (as the screen lists them). */
export const offers = () => db.livraisons.filter(isOffered).sort((a, b) => a.created_at.localeCompare(b.created_at));

export const orderOf = (livraison: Pick<Livraison, 'commande_id'>) => {
  const commande = db.commandes.find((candidate) => candidate.id === livraison.commande_id);
  if (!commande) throw new Error(`Commande ${livraison.commande_id} absente des données de test`);
  return commande;
};

export const deliveriesOf = (livreurId = demoUser.id) =>
  db.livraisons.filter((livraison) => livraison.livreur_id === livreurId);

/**
 * Makes the demo courier's current delivery out of the first offer (or the one given): accepted
 * (order still being cooked, or ready) or already picked up.
 */
export function giveCurrentDelivery(
  status: Extract<DeliveryStatus, 'acceptee' | 'en_cours'>,
  orderStatus: OrderStatus = status === 'en_cours' ? 'en_livraison' : 'prete',
  livraison: LivraisonRow | undefined = offers()[0],
): LivraisonRow {
  if (!livraison) throw new Error('Aucune livraison disponible dans les données de test');
  Object.assign(livraison, {
    status,
    livreur_id: demoUser.id,
    pickup_time: status === 'en_cours' ? new Date().toISOString() : null,
  });
  orderOf(livraison).status = orderStatus;
  return livraison;
}

/**
 * A delivery newly on offer in the mock API (what `livraison.offered` announces): another
 * courier's delivery put back as if its order had just been confirmed and cooked.
 */
export function putNewOffer(): LivraisonRow {
  const [fresh] = deliveriesOf(otherLivreur.id);
  if (!fresh) throw new Error('Aucune livraison d’un autre livreur dans les données de test');
  Object.assign(fresh, { status: 'en_attente', livreur_id: null, created_at: new Date().toISOString() });
  orderOf(fresh).status = 'prete';
  return fresh;
}

/** The offer whose order is for later (a slot), with the time it must leave the restaurant. */
export function scheduledOffer(): LivraisonRow {
  const livraison = offers().find((offer) => orderOf(offer).scheduled_for !== null);
  if (!livraison) throw new Error('Aucune livraison programmée dans les données de test');
  return livraison;
}

/** Hands the delivery over at `iso` (picked up 20 minutes earlier), as if the courier had just done it. */
export function deliveredAt(livraison: LivraisonRow, iso: string): LivraisonRow {
  const pickup = new Date(Date.parse(iso) - 20 * 60_000).toISOString();
  Object.assign(livraison, { status: 'livree', pickup_time: pickup, delivery_time: iso, updated_at: iso });
  Object.assign(orderOf(livraison), { status: 'livree', payment_status: 'paid' });
  return livraison;
}
