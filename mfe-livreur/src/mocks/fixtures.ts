import { DELIVERY_FEE_EUR, ORDER_STATUS_CHAIN } from '@teranga/shared-ui';
import { factories, mockLoginResult } from '@teranga/shared-ui/mocks';
import type {
  Commande,
  CommandeItem,
  DeliveryStatus,
  Livraison,
  LoginResult,
  OrderStatus,
  User,
} from '@teranga/shared-ui';

/** An approved courier account unless told otherwise. */
const livreur = (fields: Partial<User>): User => factories.user({ role: 'livreur', ...fields });

export const demoUser: User = livreur({
  id: 'c4d81f0a-2b6e-4e93-8f57-3a9b1e6d2c70',
  name: 'Kévin Jean-Louis',
  email: 'kevin.jeanlouis@example.com',
  phone: '07 81 23 45 67',
  address: '9 rue de la Fontaine au Roi, 75011 Paris',
  created_at: '2025-01-20T14:05:00Z',
});

/** Signed up, documents sent, not yet approved by an administrator. */
export const pendingUser: User = livreur({
  id: '5e0c7a92-81d4-4f6b-a3c2-9d17e4b8f016',
  name: 'Mamadou Sylla',
  email: 'mamadou.sylla@example.com',
  phone: '07 62 48 19 35',
  address: '31 rue Myrha, 75018 Paris',
  is_verified: false,
  created_at: '2025-03-02T09:40:00Z',
});

/** Another courier, so deliveries can already be taken by someone else. */
export const otherLivreur: User = livreur({
  id: 'a93f6e21-4c7b-4d08-b5e1-62c8f0d9a347',
  name: 'Sékou Camara',
  email: 'sekou.camara@example.com',
  phone: '07 22 33 44 55',
  address: '18 rue Marcadet, 75018 Paris',
  created_at: '2024-11-08T10:15:00Z',
});

export const demoLoginResult: LoginResult = mockLoginResult(demoUser);

export const users: User[] = [demoUser, pendingUser, otherLivreur];

// ----------------------------------------------------------------------------- marketplace

interface RestaurantFixture {
  id: string;
  name: string;
  address: string;
  /** Its restaurateur's number, which the API gives as the restaurant's. */
  phone: string;
  menu: Record<string, number>;
}

const restaurants = {
  chezFatou: {
    id: '0d6f2b8e-3a41-4c5d-9e7f-1b2c3d4e5f60',
    name: 'Chez Fatou',
    address: '14 Rue des Poissonniers, 75018 Paris',
    phone: '01 99 00 18 14',
    menu: {
      Thiéboudienne: 14.5,
      'Yassa poulet': 12.9,
      'Mafé bœuf': 13.5,
      'Pastels au thon': 6.5,
      Thiakry: 4.9,
      'Bissap maison': 3.5,
    },
  },
  baobab: {
    id: '1e7a3c9f-4b52-4d6e-8f80-2c3d4e5f6a71',
    name: 'Le Baobab d’Abidjan',
    address: '27 Rue du Faubourg Saint-Denis, 75010 Paris',
    phone: '01 99 00 10 27',
    menu: { 'Attiéké poisson braisé': 14.9, Alloco: 5.5, Garba: 9.9, 'Poulet braisé': 12.9, Gnamankoudji: 3.5 },
  },
  saveurs: {
    id: '2f8b4d0a-5c63-4e7f-9a91-3d4e5f6a7b82',
    name: 'Saveurs Caraïbes',
    address: '42 Rue Oberkampf, 75011 Paris',
    phone: '01 99 00 11 42',
    menu: {
      'Colombo de poulet': 13.9,
      'Accras de morue': 6.9,
      'Bokit poulet': 9.5,
      'Blanc-manger coco': 5.5,
      'Jus de goyave': 3.9,
    },
  },
} satisfies Record<string, RestaurantFixture>;

const clientNames = ['Aminata Diallo', 'Jean-Marc Lubin', 'Fatou Ndiaye', 'Yannick Mensah', 'Mariam Koné'];
/**
 * Their numbers, as typed at sign-up (spaces, dots, an international one). All in the ranges the
 * French regulator (ARCEP) keeps for fiction: no real subscriber is ever called from standalone mode.
 */
const clientPhones = [
  '06 39 98 12 34',
  '+33 6 39 98 56 78',
  '06.39.98.90.12',
  '06 39 98 34 56',
  '+33 (0)6 39 98 78 90',
];

const clientAddresses = [
  '25 Rue de Ménilmontant, 75020 Paris',
  '3 Rue de la Roquette, 75011 Paris',
  '40 Rue de Bretagne, 75003 Paris',
  '17 Rue Lepic, 75018 Paris',
  '56 Rue de Charonne, 75011 Paris',
  '90 Boulevard Voltaire, 75011 Paris',
  '71 Rue de Belleville, 75019 Paris',
  '14 Rue Caulaincourt, 75018 Paris',
];

// Dates follow the clock, so the 7-day statistics and "today" read naturally in standalone dev.
const loadedAt = Date.now();
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(loadedAt - minutes * MINUTE).toISOString();
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();

/** Stable, UUID-shaped ids: `<prefix>…-<n>` so every fixture can be told apart in a test. */
const fixtureId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * When the order reached each status up to `status`, one step every few minutes from `createdAt`,
 * delivery steps at the delivery's own times (as the API keeps them in `status_times`).
 */
function statusTimes(
  status: OrderStatus,
  createdAt: string,
  pickupTime: string | null,
  deliveryTime: string | null,
): Commande['status_times'] {
  // The fixtures' cancelled orders were cancelled right after they were placed.
  if (status === 'annulee') return { en_attente: createdAt, annulee: minutesAfter(createdAt, 1) };
  const times: Commande['status_times'] = {};
  let at = createdAt;
  for (let step: OrderStatus | undefined = 'en_attente'; step; step = ORDER_STATUS_CHAIN[step]) {
    times[step] = step === 'en_livraison' ? (pickupTime ?? at) : step === 'livree' ? (deliveryTime ?? at) : at;
    if (step === status) break;
    at = minutesAfter(at, 4);
  }
  return times;
}

/**
 * The code the client gives the courier at the door: drawn at confirmation, none before. The mock
 * API never sends it to a courier; in standalone mode, read it here (the first offer's is 7919).
 */
const deliveryPin = (n: number, status: OrderStatus) =>
  status === 'en_attente' ? null : String((n * 7919) % 10_000).padStart(4, '0');

/** An option chosen on a line: its group, its name, what it adds to the dish's price (euros). */
type ChosenOptionFixture = [group: string, option: string, priceDelta: number];
type LineFixture = [dish: string, quantity: number, options?: ChosenOptionFixture[]];

function lines(restaurant: RestaurantFixture, order: LineFixture[]): CommandeItem[] {
  return order.map(([dish, quantity, chosen = []], index) => {
    const options = chosen.map(([group_name, name, price_delta], n) => ({
      option_id: fixtureId(`${restaurant.id.slice(0, 4)}0b7e`, (index + 1) * 10 + n),
      group_name,
      name,
      price_delta,
    }));
    // As the API prices a line: the dish with its options, per unit.
    const price =
      Math.round(((restaurant.menu[dish] ?? 0) + chosen.reduce((sum, [, , delta]) => sum + delta, 0)) * 100) / 100;
    return {
      plat_id: fixtureId(`${restaurant.id.slice(0, 4)}d15h`, index + 1),
      plat_name: dish,
      quantity,
      price,
      subtotal: Math.round(price * quantity * 100) / 100,
      options,
    };
  });
}

/**
 * A delivery as the mock API stores it: its order is embedded when the API answers. The phones are
 * those of the client and the restaurant, always known here; the answers show them only to the
 * delivery's courier while it is under way (`mocks/handlers/livraisons.ts`).
 */
export type LivraisonRow = Omit<Livraison, 'commande'>;

interface DeliveryFixture {
  n: number;
  restaurant: RestaurantFixture;
  items: LineFixture[];
  address: string;
  orderStatus: OrderStatus;
  status: DeliveryStatus;
  livreurId?: string | null;
  minutesAgo: number;
  distanceKm: number | null;
  /** Minutes from confirmation to pickup, then pickup to delivery. */
  pickupAfter?: number;
  rideMinutes?: number;
  notes?: string | null;
  /** An order for later: the slot, this many minutes after the fixtures are loaded (rounded up to a quarter hour). */
  scheduledIn?: number;
  /** The client's tip (euros), all of it the courier's: in the card payment, or collected with the cash. */
  tip?: number;
}

const QUARTER_MS = 15 * MINUTE;
/** The ride of an order whose address the API could not locate (no estimate). */
const DEFAULT_RIDE_MINUTES = 20;

/**
 * The slot and kitchen times of an order for later, as the API sets them at acceptance: received
 * at the slot, ready (leaving the restaurant) the ride's minutes before it.
 */
function scheduledTimes(fixture: DeliveryFixture, rideMinutes: number): Partial<Commande> {
  if (fixture.scheduledIn === undefined) return {};
  const slot = new Date(Math.ceil((loadedAt + fixture.scheduledIn * MINUTE) / QUARTER_MS) * QUARTER_MS).toISOString();
  const accepted = fixture.orderStatus !== 'en_attente' && fixture.orderStatus !== 'annulee';
  return {
    scheduled_for: slot,
    ...(accepted && { ready_at: minutesAfter(slot, -rideMinutes), estimated_delivery_at: slot }),
  };
}

function build(fixture: DeliveryFixture): { commande: Commande; livraison: LivraisonRow } {
  const createdAt = minutesAgo(fixture.minutesAgo);
  const items = lines(fixture.restaurant, fixture.items);
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.subtotal, 0) * 100) / 100;
  const commandeId = fixtureId('c0de0000', fixture.n);
  const livraisonId = fixtureId(`${String(fixture.n).padStart(2, '0')}11ae00`, fixture.n);
  const pickupTime =
    fixture.status === 'en_cours' || fixture.status === 'livree'
      ? minutesAfter(createdAt, fixture.pickupAfter ?? 15)
      : null;
  const deliveryTime =
    fixture.status === 'livree' && pickupTime ? minutesAfter(pickupTime, fixture.rideMinutes ?? 20) : null;
  const estimate = fixture.distanceKm === null ? null : Math.round(10 + 4 * fixture.distanceKm);
  const tip = fixture.tip ?? 0;

  const commande: Commande = {
    ...factories.ORDER_DECISION_DEFAULTS,
    id: commandeId,
    client_id: fixtureId('c11e0000', fixture.n),
    client_name: clientNames[fixture.n % clientNames.length]!,
    restaurant_id: fixture.restaurant.id,
    restaurant_name: fixture.restaurant.name,
    status: fixture.orderStatus,
    payment_mode: fixture.n % 2 === 0 ? 'cash' : 'card',
    payment_status: fixture.n % 2 === 0 ? (fixture.orderStatus === 'livree' ? 'paid' : 'pending') : 'paid',
    created_at: minutesAfter(createdAt, -2),
    updated_at: deliveryTime ?? pickupTime ?? createdAt,
    items,
    subtotal,
    delivery_fee: DELIVERY_FEE_EUR,
    // As the API totals an order: dishes + fee + tip − discount (no promo code here).
    tip,
    total_price: Math.round((subtotal + DELIVERY_FEE_EUR + tip) * 100) / 100,
    delivery_address: fixture.address,
    notes: fixture.notes ?? null,
    livraison_id: livraisonId,
    status_times: statusTimes(fixture.orderStatus, minutesAfter(createdAt, -2), pickupTime, deliveryTime),
    delivery_pin: deliveryPin(fixture.n, fixture.orderStatus),
    restaurant_address: fixture.restaurant.address,
    ...scheduledTimes(fixture, estimate ?? DEFAULT_RIDE_MINUTES),
  };
  const livraison: LivraisonRow = {
    id: livraisonId,
    commande_id: commandeId,
    livreur_id: fixture.livreurId ?? null,
    status: fixture.status,
    pickup_address: fixture.restaurant.address,
    delivery_address: fixture.address,
    distance_km: fixture.distanceKm,
    estimated_time_minutes: estimate,
    pickup_time: pickupTime,
    delivery_time: deliveryTime,
    last_latitude: null,
    last_longitude: null,
    restaurant_id: fixture.restaurant.id,
    restaurant_name: fixture.restaurant.name,
    commande_status: fixture.orderStatus,
    pin_locked: false,
    client_phone: clientPhones[fixture.n % clientPhones.length]!,
    restaurant_phone: fixture.restaurant.phone,
    created_at: createdAt,
    updated_at: deliveryTime ?? pickupTime ?? createdAt,
  };
  return { commande, livraison };
}

const { chezFatou, baobab, saveurs } = restaurants;
const me = demoUser.id;
const DAY = 24 * 60;

// One delivery per line, read as a table.
// prettier-ignore
const deliveryFixtures: DeliveryFixture[] = [
  // Waiting for a courier (oldest first in 'Livraisons disponibles').
  { n: 1, restaurant: chezFatou, items: [['Thiéboudienne', 2, [['Accompagnement', 'Riz blanc', 0], ['Suppléments', 'Alloco', 2], ['Suppléments', 'Piment', 0.5]]], ['Pastels au thon', 1], ['Thiakry', 2], ['Bissap maison', 3], ['Yassa poulet', 1]], address: clientAddresses[0]!, orderStatus: 'prete', status: 'en_attente', minutesAgo: 26, distanceKm: 4.6, notes: 'Digicode 4821B, 3e étage gauche', tip: 2 },
  // An order for later, offered now: it leaves the restaurant within the next 45 minutes.
  { n: 2, restaurant: baobab, items: [['Attiéké poisson braisé', 1, [['Cuisson', 'Bien grillé', 0]]], ['Alloco', 2]], address: clientAddresses[1]!, orderStatus: 'en_preparation', status: 'en_attente', minutesAgo: 14, distanceKm: 3.1, scheduledIn: 40 },
  { n: 3, restaurant: saveurs, items: [['Colombo de poulet', 1], ['Accras de morue', 1], ['Jus de goyave', 2]], address: '45 Rue Gabriel Péri, 93200 Saint-Denis', orderStatus: 'confirmee', status: 'en_attente', minutesAgo: 6, distanceKm: null },
  // For tomorrow: accepted by the kitchen, not offered to couriers until shortly before it leaves.
  { n: 12, restaurant: saveurs, items: [['Bokit poulet', 3, [['Sauce', 'Chien', 0]]]], address: clientAddresses[5]!, orderStatus: 'confirmee', status: 'en_attente', minutesAgo: 30, distanceKm: 2.8, scheduledIn: DAY },
  // Taken by another courier: never offered, never in the demo courier's lists.
  { n: 4, restaurant: baobab, items: [['Garba', 2]], address: clientAddresses[2]!, orderStatus: 'prete', status: 'acceptee', livreurId: otherLivreur.id, minutesAgo: 21, distanceKm: 2.2 },
  // The demo courier's past rounds.
  { n: 5, restaurant: chezFatou, items: [['Mafé bœuf', 1], ['Bissap maison', 1]], address: clientAddresses[3]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: 3 * 60, distanceKm: 2.7, pickupAfter: 18, rideMinutes: 19, tip: 1.5 },
  { n: 6, restaurant: saveurs, items: [['Bokit poulet', 2], ['Jus de goyave', 2]], address: clientAddresses[4]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: DAY + 95, distanceKm: 1.9, pickupAfter: 12, rideMinutes: 14, tip: 1 },
  { n: 7, restaurant: baobab, items: [['Poulet braisé', 1], ['Alloco', 1], ['Gnamankoudji', 1]], address: clientAddresses[5]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: 2 * DAY + 40, distanceKm: 3.8, pickupAfter: 20, rideMinutes: 26, tip: 3 },
  { n: 8, restaurant: chezFatou, items: [['Thiéboudienne', 1]], address: clientAddresses[6]!, orderStatus: 'annulee', status: 'annulee', livreurId: me, minutesAgo: 3 * DAY + 200, distanceKm: 4.1 },
  { n: 9, restaurant: saveurs, items: [['Colombo de poulet', 2], ['Blanc-manger coco', 2]], address: clientAddresses[7]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: 5 * DAY + 60, distanceKm: 5.2, pickupAfter: 15, rideMinutes: 31 },
  { n: 10, restaurant: chezFatou, items: [['Yassa poulet', 2], ['Thiakry', 1]], address: clientAddresses[1]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: 9 * DAY + 30, distanceKm: 3.4, pickupAfter: 16, rideMinutes: 22 },
  { n: 11, restaurant: baobab, items: [['Garba', 1], ['Alloco', 1]], address: clientAddresses[2]!, orderStatus: 'livree', status: 'livree', livreurId: me, minutesAgo: 12 * DAY + 80, distanceKm: 2.4, pickupAfter: 10, rideMinutes: 17, tip: 2 },
];

const built = deliveryFixtures.map(build);

export const commandes: Commande[] = built.map((entry) => entry.commande);
export const livraisons: LivraisonRow[] = built.map((entry) => entry.livraison);
