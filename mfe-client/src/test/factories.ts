import type { CartItem, Commande, Plat, Restaurant } from '@teranga/shared-ui';

export function plat(overrides: Partial<Plat> = {}): Plat {
  return {
    id: 'p-thieb',
    name: 'Thiéboudienne',
    description: 'Riz au poisson, légumes et sauce tomate',
    image_url: null,
    price: 14.5,
    category: 'Plats',
    is_available: true,
    is_vegetarian: false,
    is_vegan: false,
    is_spicy: false,
    popular_count: 120,
    ingredients: [],
    allergens: ['fish'],
    preparation_time: 25,
    restaurant_id: 'r-dakar',
    ...overrides,
  };
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...plat(overrides), quantity: 1, ...overrides };
}

export function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 'r-dakar',
    owner_id: 'u-owner',
    name: 'Teranga Dakar',
    description: 'Cuisine sénégalaise',
    image_url: null,
    categories: ['Sénégalais'],
    is_open: true,
    rating: 4.5,
    total_reviews: 10,
    delivery_time: 30,
    delivery_fee: 2,
    min_order: 0,
    location: { address: '1 rue de Dakar, 75018 Paris' },
    ...overrides,
  };
}

export function commande(overrides: Partial<Commande> = {}): Commande {
  return {
    id: 'c0ffee00-1111-4222-8333-444455556666',
    status: 'en_attente',
    created_at: '2025-03-10T12:00:00Z',
    items: [{ plat_id: 'p-thieb', plat_name: 'Thiéboudienne', quantity: 1, price: 14.5, subtotal: 14.5 }],
    total_price: 17,
    delivery_address: '1 rue de Dakar, 75018 Paris',
    notes: null,
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    ...overrides,
  };
}
