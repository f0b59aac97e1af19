import { factories, mockLoginResult } from '@teranga/shared-ui/mocks';
import type { Commande, CommandeItem, LoginResult, Plat, Restaurant, SuiviLivraison, User } from '@teranga/shared-ui';
import { CHECKOUT_DELIVERY_FEE_EUR } from '@teranga/shared-ui';

export const demoUser: User = factories.user({
  id: '3f6c2a9e-8b41-4d7a-9c15-2e7f0b8d4a61',
  name: 'Aminata Diallo',
  email: 'aminata.diallo@example.com',
  phone: '06 12 34 56 78',
  address: '18 rue des Poissonniers, 75018 Paris',
  created_at: '2024-11-05T10:15:00Z',
});

/** Another client: their orders must never show up for the demo user. */
export const otherClient: User = factories.user({
  id: '9b1d7c44-2e3f-4a8b-b6c0-5d9e8f7a1b23',
  name: 'Ibrahima Sarr',
  email: 'ibrahima.sarr@example.com',
  phone: '07 98 76 54 32',
  address: '42 boulevard Barbès, 75018 Paris',
  created_at: '2025-01-12T18:40:00Z',
});

export const demoLoginResult: LoginResult = mockLoginResult(demoUser);

export const users: User[] = [demoUser, otherClient];

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

const image = (name: string) => `/api/static/images/${name}.svg`;

export const restaurantIds = {
  chezFatou: '5a1e9c3b-7d24-4f8a-9b61-0c2d4e6f8a10',
  baobab: '6b2f0d4c-8e35-4a9b-8c72-1d3e5f7a9b21',
  saveursCaraibes: '7c3a1e5d-9f46-4bac-9d83-2e4f6a8bac32',
  dibi: '8d4b2f6e-0a57-4cbd-8e94-3f5a7b9cbd43',
  petitYassa: '9e5c3a7f-1b68-4dce-9fa5-4a6b8cadce54',
} as const;

const restaurant = (def: Partial<Restaurant>): Restaurant =>
  factories.restaurant({ created_at: '2024-06-01T09:00:00Z', ...def });

export const restaurants: Restaurant[] = [
  restaurant({
    id: restaurantIds.chezFatou,
    owner_id: 'c1a2b3c4-0000-4000-8000-000000000001',
    name: 'Chez Fatou',
    description:
      'Cuisine sénégalaise familiale au cœur de la Goutte d’Or : thiéboudienne du vendredi, yassa et mafé mijotés comme à Dakar.',
    image_url: image('chez-fatou'),
    categories: ['Sénégalais', 'Africain', 'Halal', 'Grillade'],
    is_open: true,
    rating: 4.7,
    total_reviews: 312,
    delivery_time: 35,
    delivery_fee: 2.5,
    min_order: 15,
    location: { address: '14 rue des Poissonniers, 75018 Paris', latitude: 48.8889, longitude: 2.353 },
  }),
  restaurant({
    id: restaurantIds.baobab,
    owner_id: 'c1a2b3c4-0000-4000-8000-000000000002',
    name: 'Le Baobab d’Abidjan',
    description: 'Maquis ivoirien : attiéké, alloco et poisson braisé au feu de bois.',
    image_url: image('baobab-abidjan'),
    categories: ['Africain', 'Grillade'],
    is_open: true,
    rating: 4.5,
    total_reviews: 198,
    delivery_time: 40,
    delivery_fee: 1.99,
    min_order: 0,
    location: { address: '27 rue Myrha, 75018 Paris', latitude: 48.8871, longitude: 2.3522 },
  }),
  restaurant({
    id: restaurantIds.saveursCaraibes,
    owner_id: 'c1a2b3c4-0000-4000-8000-000000000003',
    name: 'Saveurs Caraïbes',
    description: 'Colombo, accras et bokits : la Guadeloupe et la Martinique à Paris.',
    image_url: image('saveurs-caraibes'),
    categories: ['Caribéen', 'Antillais', 'Créole'],
    is_open: true,
    rating: 4.6,
    total_reviews: 254,
    delivery_time: 30,
    delivery_fee: 2.9,
    min_order: 12,
    location: { address: '5 rue de la Roquette, 75011 Paris', latitude: 48.8546, longitude: 2.3716 },
  }),
  restaurant({
    id: restaurantIds.dibi,
    owner_id: 'c1a2b3c4-0000-4000-8000-000000000004',
    name: 'Le Dibi de Château Rouge',
    description: 'Grillades sénégalaises au charbon : dibi d’agneau, brochettes et poulet.',
    image_url: image('dibi-chateau-rouge'),
    categories: ['Sénégalais', 'Grillade', 'Halal'],
    is_open: true,
    // A grill of the evening, late into the night (the standalone demo of 'Ouvre à 18:00'; no test
    // of the screens depends on it being open).
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '18:00', close: '01:00' })),
    rating: 4.3,
    total_reviews: 121,
    delivery_time: 45,
    delivery_fee: 3.5,
    min_order: 10,
    location: { address: '3 rue Poulet, 75018 Paris', latitude: 48.8879, longitude: 2.3497 },
  }),
  restaurant({
    id: restaurantIds.petitYassa,
    owner_id: 'c1a2b3c4-0000-4000-8000-000000000005',
    name: 'Le Petit Yassa',
    description: 'Petite cantine sénégalaise, fermée pour congés.',
    image_url: null,
    categories: ['Sénégalais'],
    is_open: false,
    // Its usual week, shown while its switch keeps it closed (the other restaurants have no hours: their
    // switch alone decides, so the screens' tests do not depend on the time they run at).
    opening_hours: [
      { day: 2, open: '11:30', close: '14:30' },
      { day: 2, open: '18:30', close: '23:00' },
      { day: 3, open: '11:30', close: '14:30' },
      { day: 3, open: '18:30', close: '23:00' },
      { day: 4, open: '11:30', close: '14:30' },
      { day: 5, open: '11:30', close: '14:30' },
      { day: 5, open: '18:00', close: '02:00' },
      { day: 6, open: '18:00', close: '02:00' },
      { day: 7, open: '12:00', close: '15:00' },
    ],
    rating: 4.1,
    total_reviews: 57,
    delivery_time: 35,
    delivery_fee: 2,
    min_order: 0,
    location: { address: '60 rue Polonceau, 75018 Paris', latitude: 48.8862, longitude: 2.3531 },
  }),
];

type DishDef = Pick<Plat, 'id' | 'name' | 'description' | 'price' | 'category'> & Partial<Plat>;

const dish = (restaurant_id: string, def: DishDef): Plat =>
  factories.plat({ popular_count: 0, allergens: [], preparation_time: 20, restaurant_id, ...def });

/** Yassa poulet's choices: a side to pick (one, one of them out), up to two extras. */
export const optionIds = {
  riz: 'a1b2c3d4-9999-4a99-8a99-000000000001',
  attieke: 'a1b2c3d4-9999-4a99-8a99-000000000002',
  alloco: 'a1b2c3d4-9999-4a99-8a99-000000000003',
  frites: 'a1b2c3d4-9999-4a99-8a99-000000000004',
  piment: 'a1b2c3d4-9999-4a99-8a99-000000000005',
  oignons: 'a1b2c3d4-9999-4a99-8a99-000000000006',
  oeuf: 'a1b2c3d4-9999-4a99-8a99-000000000007',
} as const;

const yassaOptions: Plat['option_groups'] = [
  {
    id: 'a1b2c3d4-8888-4a88-8a88-000000000001',
    name: 'Accompagnement',
    min: 1,
    max: 1,
    options: [
      { id: optionIds.riz, name: 'Riz blanc', price_delta: 0, is_available: true },
      { id: optionIds.attieke, name: 'Attiéké', price_delta: 1, is_available: true },
      { id: optionIds.alloco, name: 'Alloco', price_delta: 2, is_available: true },
      { id: optionIds.frites, name: 'Frites', price_delta: 1.5, is_available: false },
    ],
  },
  {
    id: 'a1b2c3d4-8888-4a88-8a88-000000000002',
    name: 'Suppléments',
    min: 0,
    max: 2,
    options: [
      { id: optionIds.piment, name: 'Sauce piment', price_delta: 0.5, is_available: true },
      { id: optionIds.oignons, name: 'Oignons confits', price_delta: 1, is_available: true },
      { id: optionIds.oeuf, name: 'Œuf dur', price_delta: 1.8, is_available: true },
    ],
  },
];

export const platIds = {
  thieb: 'a1b2c3d4-1111-4a11-8a11-000000000001',
  yassa: 'a1b2c3d4-1111-4a11-8a11-000000000002',
  pastels: 'a1b2c3d4-1111-4a11-8a11-000000000003',
  thiakry: 'a1b2c3d4-1111-4a11-8a11-000000000004',
  bouye: 'a1b2c3d4-1111-4a11-8a11-000000000005',
  attieke: 'a1b2c3d4-2222-4a22-8a22-000000000001',
  alloco: 'a1b2c3d4-2222-4a22-8a22-000000000002',
  colombo: 'a1b2c3d4-3333-4a33-8a33-000000000001',
  accras: 'a1b2c3d4-3333-4a33-8a33-000000000002',
  dibiAgneau: 'a1b2c3d4-4444-4a44-8a44-000000000001',
  petitYassa: 'a1b2c3d4-5555-4a55-8a55-000000000001',
} as const;

export const plats: Plat[] = [
  dish(restaurantIds.chezFatou, {
    id: platIds.thieb,
    name: 'Thiéboudienne',
    description: 'Le plat national : riz rouge au poisson, légumes fondants et sauce tomate parfumée.',
    price: 14.5,
    category: 'Plats',
    image_url: image('thieboudienne'),
    allergens: ['fish'],
    popular_count: 210,
    preparation_time: 30,
  }),
  dish(restaurantIds.chezFatou, {
    id: platIds.yassa,
    name: 'Yassa poulet',
    description: 'Poulet mariné au citron et à la moutarde, confit d’oignons, riz blanc.',
    price: 12.9,
    category: 'Plats',
    popular_count: 95,
    option_groups: yassaOptions,
  }),
  dish(restaurantIds.chezFatou, {
    id: platIds.pastels,
    name: 'Pastels au thon',
    description: '6 chaussons frits farcis au thon épicé, sauce tomate-oignon.',
    price: 6.5,
    category: 'Entrées',
    is_spicy: true,
    allergens: ['fish', 'gluten'],
    popular_count: 120,
    preparation_time: 10,
  }),
  dish(restaurantIds.chezFatou, {
    id: platIds.thiakry,
    name: 'Thiakry',
    description: 'Semoule de mil au lait caillé sucré, vanille et muscade.',
    price: 4.9,
    category: 'Desserts',
    is_vegetarian: true,
    allergens: ['lactose'],
    popular_count: 40,
    preparation_time: 5,
  }),
  dish(restaurantIds.chezFatou, {
    id: platIds.bouye,
    name: 'Jus de bouye',
    description: 'Jus onctueux de pain de singe (fruit du baobab), 50 cl.',
    price: 3.9,
    category: 'Boissons',
    is_vegetarian: true,
    is_vegan: true,
    is_available: false,
    popular_count: 88,
    preparation_time: 2,
  }),
  dish(restaurantIds.baobab, {
    id: platIds.attieke,
    name: 'Attiéké poisson braisé',
    description: 'Semoule de manioc, dorade braisée entière, tomates-oignons et piment frais.',
    price: 14.9,
    category: 'Grillades',
    is_spicy: true,
    allergens: ['fish'],
    popular_count: 240,
  }),
  dish(restaurantIds.baobab, {
    id: platIds.alloco,
    name: 'Alloco',
    description: 'Bananes plantains mûres frites, sauce pimentée maison.',
    price: 5.5,
    category: 'Accompagnements',
    is_vegetarian: true,
    is_vegan: true,
    popular_count: 190,
    preparation_time: 10,
  }),
  dish(restaurantIds.saveursCaraibes, {
    id: platIds.colombo,
    name: 'Colombo de poulet',
    description: 'Poulet mijoté au colombo, christophine et riz créole.',
    price: 13.9,
    category: 'Plats',
    is_spicy: true,
    popular_count: 205,
  }),
  dish(restaurantIds.saveursCaraibes, {
    id: platIds.accras,
    name: 'Accras de morue',
    description: '10 beignets de morue aux herbes, sauce chien.',
    price: 6.9,
    category: 'Entrées',
    allergens: ['fish', 'gluten', 'eggs'],
    popular_count: 260,
    preparation_time: 10,
  }),
  dish(restaurantIds.dibi, {
    id: platIds.dibiAgneau,
    name: 'Dibi d’agneau',
    description: 'Agneau grillé au charbon, oignons à la moutarde, pain et sauce pimentée.',
    price: 15.9,
    category: 'Grillades',
    is_spicy: true,
    popular_count: 220,
  }),
  dish(restaurantIds.petitYassa, {
    id: platIds.petitYassa,
    name: 'Yassa poisson',
    description: 'Dorade au citron et aux oignons confits.',
    price: 13,
    category: 'Plats',
    popular_count: 30,
  }),
];

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

export const commandeIds = {
  pendingCash: 'd7e8f9a0-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  deliveredCard: 'e8f9a0b1-2c3d-4e4f-9a5b-6c7d8e9fa012',
  refusedCard: 'a0b1c2d3-4e5f-4a6b-9c7d-8e9fa0b1c234',
  otherClient: 'f9a0b1c2-3d4e-4f5a-8b6c-7d8e9fa0b123',
} as const;

export const livraisonIds = {
  deliveredCard: 'b1c2d3e4-5f60-4a71-8b82-9c0d1e2f3a45',
} as const;

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** An order as the API stores it: lines priced from the catalogue, the flat delivery fee on top. */
function order(
  client: User,
  restaurantId: string,
  lines: [platId: string, quantity: number][],
  overrides: Partial<Commande>,
): Commande {
  const items: CommandeItem[] = lines.map(([platId, quantity]) => {
    const plat = plats.find((row) => row.id === platId)!;
    return factories.commandeItem({ plat_id: plat.id, plat_name: plat.name, price: plat.price, quantity });
  });
  const subtotal = cents(items.reduce((sum, item) => sum + item.subtotal, 0));
  const restaurant = restaurants.find((row) => row.id === restaurantId)!;
  return factories.commande({
    client_id: client.id,
    client_name: client.name,
    delivery_address: client.address ?? '',
    restaurant_id: restaurantId,
    restaurant_name: restaurant.name,
    restaurant_address: restaurant.location.address,
    items,
    subtotal,
    delivery_fee: CHECKOUT_DELIVERY_FEE_EUR,
    total_price: cents(subtotal + CHECKOUT_DELIVERY_FEE_EUR),
    ...overrides,
  });
}

export const commandes: Commande[] = [
  // Listed oldest first on purpose: the API (and the page) sort newest first.
  order(
    demoUser,
    restaurantIds.saveursCaraibes,
    [
      [platIds.colombo, 1],
      [platIds.accras, 2],
    ],
    {
      id: commandeIds.deliveredCard,
      status: 'livree',
      payment_mode: 'card',
      payment_status: 'paid',
      created_at: '2025-03-02T19:12:00Z',
      updated_at: '2025-03-02T20:01:00Z',
      notes: 'Interphone en panne, appelez en arrivant',
      status_times: {
        en_attente: '2025-03-02T19:12:00Z',
        confirmee: '2025-03-02T19:14:00Z',
        en_preparation: '2025-03-02T19:16:00Z',
        prete: '2025-03-02T19:38:00Z',
        en_livraison: '2025-03-02T19:45:00Z',
        livree: '2025-03-02T20:01:00Z',
      },
      delivery_pin: '4821',
      livraison_id: livraisonIds.deliveredCard,
      // Accepted with 20 min of preparation; Saveurs Caraïbes announces 30 min of delivery.
      prep_minutes: 20,
      ready_at: '2025-03-02T19:34:00Z',
      estimated_delivery_at: '2025-03-02T20:04:00Z',
    },
  ),
  // Paid by card, refused by the kitchen (out of stock) four minutes later, refunded in full.
  order(demoUser, restaurantIds.dibi, [[platIds.dibiAgneau, 1]], {
    id: commandeIds.refusedCard,
    status: 'annulee',
    payment_mode: 'card',
    payment_status: 'refunded',
    created_at: '2025-03-08T19:02:00Z',
    updated_at: '2025-03-08T19:06:00Z',
    status_times: { en_attente: '2025-03-08T19:02:00Z', annulee: '2025-03-08T19:06:00Z' },
    delivery_pin: null,
    accept_by: '2025-03-08T19:11:00Z',
    cancel_reason: 'rupture',
    cancel_message: 'Plus d’agneau ce soir, toutes nos excuses.',
    cancelled_by: 'restaurant',
    refunded_amount: 18.4,
  }),
  order(demoUser, restaurantIds.chezFatou, [[platIds.thieb, 2]], {
    id: commandeIds.pendingCash,
    status: 'en_attente',
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    created_at: '2025-03-14T12:30:00Z',
    updated_at: '2025-03-14T12:30:00Z',
    status_times: { en_attente: '2025-03-14T12:30:00Z' },
    // Drawn when the restaurant confirms the order.
    delivery_pin: null,
    // Cash: the kitchen has ORDER_ACCEPT_WINDOW_S (8 min) to answer from the start.
    accept_by: '2025-03-14T12:38:00Z',
  }),
  order(otherClient, restaurantIds.baobab, [[platIds.alloco, 3]], {
    id: commandeIds.otherClient,
    status: 'confirmee',
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    created_at: '2025-03-15T13:00:00Z',
    updated_at: '2025-03-15T13:05:00Z',
    status_times: { en_attente: '2025-03-15T13:00:00Z', confirmee: '2025-03-15T13:05:00Z' },
    delivery_pin: '3907',
    prep_minutes: 20,
    ready_at: '2025-03-15T13:25:00Z',
    estimated_delivery_at: '2025-03-15T14:05:00Z',
  }),
];

// ---------------------------------------------------------------------------
// Deliveries (what the tracking answer tells of them)
// ---------------------------------------------------------------------------

/** A delivery as the mock API keeps it: the courier's full name, of which the tracking answer gives the first. */
export interface MockLivraison extends Omit<SuiviLivraison, 'livreur_first_name'> {
  commande_id: string;
  livreur_name: string | null;
}

export const livraisons: MockLivraison[] = [
  {
    id: livraisonIds.deliveredCard,
    commande_id: commandeIds.deliveredCard,
    status: 'livree',
    livreur_name: 'Moussa Ndiaye',
    // Where the courier last reported from: at the client's door.
    last_latitude: 48.8925,
    last_longitude: 2.3484,
    pickup_time: '2025-03-02T19:45:00Z',
    delivery_time: '2025-03-02T20:01:00Z',
    distance_km: 4.6,
    pin_locked: false,
  },
];
