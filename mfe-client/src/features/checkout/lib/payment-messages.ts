/** Texts of the card payment (spec §8 'Checkout' for the first four). */
export const PAYMENT_MESSAGES = {
  success: 'Paiement réussi!',
  redirecting: 'Redirection en cours...',
  successToast: 'Paiement réussi! Commande confirmée.',
  intentFailed: 'Erreur lors de la commande',
  cardFailed: 'Le paiement n’a pas abouti. Vérifiez votre carte ou réessayez.',
  stripeUnavailable:
    'Le formulaire de paiement sécurisé n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
} as const;
