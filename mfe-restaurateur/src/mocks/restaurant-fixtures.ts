import type { Category, OpeningRange, Plat, PlatOptionGroup, Restaurant } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { demoUser, otherOwner } from './fixtures';

/** The same ranges on each of `days` (1 = Monday … 7 = Sunday). */
const everyDay = (days: number[], ...ranges: [open: string, close: string][]): OpeningRange[] =>
  days.flatMap((day) => ranges.map(([open, close]) => ({ day, open, close })));

/**
 * The schedule fields as stored; `is_open_now`, `next_opening_at` and `closes_at` are computed
 * again at each read by the handlers (see ./schedule), as the API does.
 */
const NOT_COMPUTED_YET = { is_open_now: true, next_opening_at: null, closes_at: null } as const;

export const demoRestaurant: Restaurant = {
  id: 'a1f3c9e2-4b6d-4e8a-9c1f-2d3e4f5a6b7c',
  owner_id: demoUser.id,
  name: 'Le Dibi de Belleville',
  description: 'Grillades et plats mijotés sénégalais : dibi d’agneau, yassa, mafé et thiéboudienne du vendredi.',
  image_url: '/api/static/images/dibi-belleville.svg',
  categories: ['Sénégalais', 'Africain', 'Grillade'],
  is_open: true,
  // As the API computes them from the demo reviews (./review-fixtures): the visible ones' average to 0.1.
  rating: 4.6,
  total_reviews: 187,
  delivery_time: 35,
  delivery_fee: 2.9,
  min_order: 12,
  location: { address: '42 boulevard de Belleville, 75020 Paris', latitude: 48.8703, longitude: 2.3801 },
  created_at: '2024-09-15T11:00:00Z',
  prep_minutes: 20,
  paused_reason: null,
  paused_at: null,
  time_zone: 'Europe/Paris',
  // Closed on Mondays; lunch and dinner, late on Friday and Saturday nights (past midnight).
  opening_hours: [
    ...everyDay([2, 3, 4, 5, 6, 7], ['11:30', '14:30']),
    ...everyDay([2, 3, 4, 7], ['18:30', '23:00']),
    ...everyDay([5, 6], ['18:30', '01:00']),
  ],
  closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Fêtes de fin d’année' }],
  busy_minutes: null,
  busy_until: null,
  ...NOT_COMPUTED_YET,
};

export const otherRestaurant: Restaurant = {
  id: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2190',
  owner_id: otherOwner.id,
  name: 'Saveurs Caraïbes',
  description: 'Les classiques des îles à Oberkampf : colombo, accras, bokits et jus frais.',
  image_url: '/api/static/images/saveurs-caraibes.svg',
  categories: ['Caribéen', 'Créole', 'Antillais'],
  is_open: true,
  rating: 5,
  total_reviews: 1,
  delivery_time: 30,
  delivery_fee: 1.99,
  min_order: 12,
  location: { address: '102 rue Oberkampf, 75011 Paris', latitude: 48.8655, longitude: 2.377 },
  created_at: '2024-06-05T09:30:00Z',
  prep_minutes: 25,
  paused_reason: null,
  paused_at: null,
  time_zone: 'Europe/Paris',
  // No hours: its switch alone decides.
  opening_hours: [],
  closures: [],
  busy_minutes: null,
  busy_until: null,
  ...NOT_COMPUTED_YET,
};

export const restaurants: Restaurant[] = [otherRestaurant, demoRestaurant];

/** Stored without `dish_count`: the handlers count the dishes when they answer. */
export type StoredCategory = Omit<Category, 'dish_count'>;

const category = (id: string, name: string, restaurantId: string): StoredCategory => ({
  id,
  name,
  restaurant_id: restaurantId,
  created_at: '2024-09-15T11:00:00Z',
});

export const categories: StoredCategory[] = [
  category('0c1d2e3f-0001-4a00-8000-000000000001', 'Entrées', demoRestaurant.id),
  category('0c1d2e3f-0001-4a00-8000-000000000002', 'Plats', demoRestaurant.id),
  category('0c1d2e3f-0001-4a00-8000-000000000003', 'Grillades', demoRestaurant.id),
  category('0c1d2e3f-0001-4a00-8000-000000000004', 'Desserts', demoRestaurant.id),
  category('0c1d2e3f-0001-4a00-8000-000000000005', 'Boissons', demoRestaurant.id),
  category('0c1d2e3f-0001-4a00-8000-000000000006', 'Plats', otherRestaurant.id),
];

type DishSeed = Pick<Plat, 'id' | 'name' | 'description' | 'price' | 'category'> & Partial<Plat>;

/** Ids of the demo option groups (`g`) and options (`o`): stable, so orders can refer to them. */
const optionId = (kind: 'g' | 'o', n: number) =>
  `0b7e4c2a-000${kind === 'g' ? 1 : 2}-4c00-8000-${String(n).padStart(12, '0')}`;

const option = (n: number, name: string, price_delta = 0, is_available = true) => ({
  id: optionId('o', n),
  name,
  price_delta,
  is_available,
});

/** The side dish of the grills and stews: one to choose, alloco costs extra. */
const sideGroup = (n: number, first: string): PlatOptionGroup => ({
  id: optionId('g', n),
  name: 'Accompagnement',
  min: 1,
  max: 1,
  options: [option(n * 10 + 1, first), option(n * 10 + 2, 'Attiéké'), option(n * 10 + 3, 'Alloco', 2)],
});

const extrasGroup: PlatOptionGroup = {
  id: optionId('g', 9),
  name: 'Suppléments',
  min: 0,
  max: 2,
  options: [option(91, 'Oignons confits en plus', 1), option(92, 'Œuf dur', 1.5, false)],
};

const dish = (seed: DishSeed, restaurantId = demoRestaurant.id): Plat =>
  factories.plat({
    image_url: `/api/static/images/${seed.id.slice(-4)}.svg`,
    popular_count: 0,
    allergens: [],
    preparation_time: null,
    restaurant_id: restaurantId,
    created_at: '2024-09-15T11:00:00Z',
    updated_at: '2024-09-15T11:00:00Z',
    ...seed,
  });

export const plats: Plat[] = [
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000001',
    name: 'Pastels au thon',
    description: '6 chaussons frits farcis au thon épicé, sauce tomate-oignon.',
    price: 6.5,
    category: 'Entrées',
    is_spicy: true,
    allergens: ['fish', 'gluten'],
    ingredients: ['farine', 'thon', 'oignon', 'piment'],
    popular_count: 124,
    preparation_time: 10,
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000002',
    name: 'Salade niébé',
    description: 'Haricots niébé, tomates, concombre et vinaigrette citronnée.',
    price: 5.5,
    category: 'Entrées',
    is_vegetarian: true,
    is_vegan: true,
    ingredients: ['niébé', 'tomate', 'concombre', 'citron'],
    popular_count: 31,
    preparation_time: 5,
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000003',
    name: 'Yassa poulet',
    description: 'Poulet mariné au citron et à la moutarde, confit d’oignons caramélisés, riz blanc.',
    price: 12.9,
    category: 'Plats',
    ingredients: ['poulet', 'oignons', 'citron', 'moutarde', 'riz'],
    popular_count: 198,
    preparation_time: 25,
    option_groups: [sideGroup(1, 'Riz blanc'), extrasGroup],
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000004',
    name: 'Mafé bœuf',
    description: 'Bœuf mijoté dans une sauce onctueuse à la pâte d’arachide, patate douce et riz.',
    price: 13.5,
    category: 'Plats',
    allergens: ['nuts'],
    ingredients: ['bœuf', 'pâte d’arachide', 'patate douce', 'riz'],
    popular_count: 142,
    preparation_time: 25,
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000005',
    name: 'Dibi d’agneau',
    description: 'Agneau grillé au feu de bois, oignons à la moutarde et piment, pain ou attiéké.',
    price: 15.9,
    category: 'Grillades',
    is_spicy: true,
    ingredients: ['agneau', 'oignon', 'moutarde', 'piment'],
    popular_count: 87,
    preparation_time: 30,
    option_groups: [sideGroup(2, 'Pain')],
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000006',
    name: 'Thiakry',
    description: 'Semoule de mil au lait caillé sucré, vanille et muscade.',
    price: 4.9,
    category: 'Desserts',
    is_vegetarian: true,
    allergens: ['lactose'],
    ingredients: ['mil', 'lait caillé', 'sucre', 'vanille'],
    popular_count: 64,
    preparation_time: 5,
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000007',
    name: 'Bissap maison',
    description: 'Infusion glacée de fleurs d’hibiscus et menthe fraîche (50 cl).',
    price: 3.5,
    category: 'Boissons',
    is_vegetarian: true,
    is_vegan: true,
    ingredients: ['hibiscus', 'menthe', 'sucre'],
    popular_count: 221,
    preparation_time: 2,
  }),
  dish({
    id: '5e6f7a8b-0002-4b00-9000-000000000008',
    name: 'Jus de bouye',
    description: 'Jus onctueux de pain de singe (fruit du baobab), 50 cl.',
    price: 3.9,
    category: 'Boissons',
    is_vegetarian: true,
    is_vegan: true,
    ingredients: ['pain de singe', 'sucre', 'eau'],
    popular_count: 40,
    preparation_time: 2,
    is_available: false,
  }),
  dish(
    {
      id: '5e6f7a8b-0002-4b00-9000-000000000009',
      name: 'Colombo de poulet',
      description: 'Poulet mijoté au colombo, christophine et riz créole.',
      price: 13.9,
      category: 'Plats',
      is_spicy: true,
      popular_count: 205,
    },
    otherRestaurant.id,
  ),
];
