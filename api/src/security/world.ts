/**
 * The cast and objects of the security suite: every role, an account awaiting approval per
 * validated role, a deactivated account, and for each object kind a second owner with their own
 * object (another client's order, another restaurant's dish, another courier's delivery). Built
 * afresh for each route, in the same database: a route's writes never change another route's case.
 */
import { eq } from 'drizzle-orm';
import { promos, reviews, users, type Role } from '../db/schema';
import { account, category, plat, restaurant, TEST_PIN, type Account } from '../test/catalog-fixtures';
import { createDelivery, createOrder } from '../test/delivery-admin-fixtures';
import type { TestContext } from '../test/helpers';

/** Who calls: the personas of the route × role matrix. */
export const PERSONAS = [
  'anonymous',
  'client',
  'restaurateur',
  'livreur',
  'admin',
  'pendingRestaurateur',
  'pendingLivreur',
  'deactivated',
  'otherClient',
  'otherRestaurateur',
  'otherLivreur',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** The role each signed-in persona holds. */
export const PERSONA_ROLE: Record<Exclude<Persona, 'anonymous'>, Role> = {
  client: 'client',
  restaurateur: 'restaurateur',
  livreur: 'livreur',
  admin: 'admin',
  pendingRestaurateur: 'restaurateur',
  pendingLivreur: 'livreur',
  // A deactivated administrator: if any account could get through once deactivated, this one would do harm.
  deactivated: 'admin',
  otherClient: 'client',
  otherRestaurateur: 'restaurateur',
  otherLivreur: 'livreur',
};

/** The persona who does NOT own the objects of the examples, per role ("the owner of another object"). */
export const STRANGER: Partial<Record<Role, Persona>> = {
  client: 'otherClient',
  restaurateur: 'otherRestaurateur',
  livreur: 'otherLivreur',
};

export type World = Awaited<ReturnType<typeof buildWorld>>;

let worlds = 0;

/**
 * The example objects (ids the routes' paths take), owned by `client`, `restaurateur` and
 * `livreur`; the `other…` personas own their twins.
 *
 * - `order`: the client's card order (paid) at the restaurateur's restaurant, ready (`prete`), its
 *   delivery (`delivery`) accepted by the courier: every role of the order can act on it;
 * - `availableDelivery`: a confirmed order's delivery that no courier took yet;
 * - `ratedOrder`, `review`: the client's delivered order and their review of it;
 * - `target`: a courier awaiting approval, the subject of the administrators' user routes.
 */
export async function buildWorld(t: TestContext) {
  worlds += 1;
  const tag = `w${worlds}`;
  const owners = async (clientRole: Persona, restaurateurRole: Persona, livreurRole: Persona) => {
    const client = await account(t, 'client', { name: `${clientRole} ${tag}` });
    const restaurateur = await account(t, 'restaurateur', { name: `${restaurateurRole} ${tag}` });
    const livreur = await account(t, 'livreur', { name: `${livreurRole} ${tag}` });
    const resto = await restaurant(t, restaurateur.id, { name: `Restaurant ${restaurateurRole} ${tag}` });
    const dish = await plat(t, resto.id, { name: `Plat ${restaurateurRole} ${tag}`, priceCents: 1500 });
    const menuCategory = await category(t, resto.id, `Catégorie ${restaurateurRole} ${tag}`);
    const order = await createOrder(t, {
      restaurantId: resto.id,
      clientId: client.id,
      status: 'prete',
      deliveryPin: TEST_PIN,
    });
    const delivery = await createDelivery(t, { commandeId: order.id, status: 'acceptee', livreurId: livreur.id });
    return { client, restaurateur, livreur, resto, dish, menuCategory, order, delivery };
  };
  const mine = await owners('client', 'restaurateur', 'livreur');
  const theirs = await owners('otherClient', 'otherRestaurateur', 'otherLivreur');

  const waitingOrder = await createOrder(t, {
    restaurantId: mine.resto.id,
    clientId: mine.client.id,
    status: 'confirmee',
  });
  const availableDelivery = await createDelivery(t, { commandeId: waitingOrder.id, status: 'en_attente' });

  // A delivered order of `client`, rated: the example of the review routes.
  const ratedOrder = await createOrder(t, { restaurantId: mine.resto.id, clientId: mine.client.id, status: 'livree' });
  await createDelivery(t, { commandeId: ratedOrder.id, status: 'livree', livreurId: mine.livreur.id });
  const [review] = await t.db
    .insert(reviews)
    .values({ commandeId: ratedOrder.id, restaurantId: mine.resto.id, clientId: mine.client.id, rating: 4 })
    .returning();

  // A code of the restaurateur's restaurant (10 %): the example of the promo routes.
  const [promo] = await t.db
    .insert(promos)
    .values({ code: `PROMO-${tag.toUpperCase()}`, kind: 'percent', value: 1000, restaurantId: mine.resto.id })
    .returning();

  const admin = await account(t, 'admin');
  const pendingRestaurateur = await account(t, 'restaurateur', { verified: false });
  const pendingLivreur = await account(t, 'livreur', { verified: false });
  const deactivated = await account(t, 'admin');
  // Deactivated after its session opened: a token issued before still reaches the server.
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
  const target = await account(t, 'livreur', { verified: false });

  const personas: Record<Exclude<Persona, 'anonymous'>, Account> = {
    client: mine.client,
    restaurateur: mine.restaurateur,
    livreur: mine.livreur,
    admin,
    pendingRestaurateur,
    pendingLivreur,
    deactivated,
    otherClient: theirs.client,
    otherRestaurateur: theirs.restaurateur,
    otherLivreur: theirs.livreur,
  };

  return {
    tag,
    personas,
    /** The request headers of a persona (none for `anonymous`). */
    headers: (who: Persona): Record<string, string> => (who === 'anonymous' ? {} : personas[who].headers),
    restaurant: mine.resto,
    dish: mine.dish,
    category: mine.menuCategory,
    order: mine.order,
    delivery: mine.delivery,
    availableDelivery,
    ratedOrder,
    review: review!,
    promo: promo!,
    target,
    others: theirs,
  };
}
