import type { CartItem } from '@teranga/shared-ui';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
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
    quantity: 1,
    ...overrides,
  };
}
