import type { Category, Plat, Restaurant } from '@teranga/shared-ui';
import { factories } from '@teranga/shared-ui/mocks';
import { demoUser, otherOwner } from './fixtures';

export const demoRestaurant: Restaurant = {
  id: 'a1f3c9e2-4b6d-4e8a-9c1f-2d3e4f5a6b7c',
  owner_id: demoUser.id,
  name: 'Le Dibi de Belleville',
  description: 'Grillades et plats mijotés sénégalais : dibi d’agneau, yassa, mafé et thiéboudienne du vendredi.',
  image_url: '/api/static/images/dibi-belleville.svg',
  categories: ['Sénégalais', 'Africain', 'Grillade'],
  is_open: true,
  rating: 4.64,
  total_reviews: 187,
  delivery_time: 35,
  delivery_fee: 2.9,
  min_order: 12,
  location: { address: '42 boulevard de Belleville, 75020 Paris', latitude: 48.8703, longitude: 2.3801 },
  created_at: '2024-09-15T11:00:00Z',
  prep_minutes: 20,
  paused_reason: null,
  paused_at: null,
};

export const otherRestaurant: Restaurant = {
  id: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2190',
  owner_id: otherOwner.id,
  name: 'Saveurs Caraïbes',
  description: 'Les classiques des îles à Oberkampf : colombo, accras, bokits et jus frais.',
  image_url: '/api/static/images/saveurs-caraibes.svg',
  categories: ['Caribéen', 'Créole', 'Antillais'],
  is_open: true,
  rating: 4.6,
  total_reviews: 241,
  delivery_time: 30,
  delivery_fee: 1.99,
  min_order: 12,
  location: { address: '102 rue Oberkampf, 75011 Paris', latitude: 48.8655, longitude: 2.377 },
  created_at: '2024-06-05T09:30:00Z',
  prep_minutes: 25,
  paused_reason: null,
  paused_at: null,
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
