/** Flat delivery fee added at checkout (spec §9), whatever the restaurant's own `delivery_fee`. Money is stored in cents. */
export const CHECKOUT_DELIVERY_FEE_CENTS = 250;

/** The same fee as the API exposes it (euros). */
export const CHECKOUT_DELIVERY_FEE_EUR = CHECKOUT_DELIVERY_FEE_CENTS / 100;

/** Spec §8 'Checkout': the form shows them, the API answers them to a client that skipped the form. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Votre panier est vide',
  addressRequired: 'Veuillez entrer une adresse de livraison',
} as const;
