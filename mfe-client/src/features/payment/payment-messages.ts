/** Texts of the card payment (spec §8 'Checkout' for the first four). */
export const PAYMENT_MESSAGES = {
  success: 'Paiement réussi!',
  redirecting: 'Redirection en cours...',
  successToast: 'Paiement réussi! Commande confirmée.',
  intentFailed: 'Erreur lors de la commande',
  cardFailed: 'Le paiement n’a pas abouti. Vérifiez votre carte ou réessayez.',
  stripeUnavailable: 'Le formulaire de paiement sécurisé n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
} as const;

export const CARD_FIELD_MESSAGES = {
  numberRequired: 'Veuillez entrer le numéro de carte',
  numberInvalid: 'Numéro de carte invalide',
  expiryRequired: 'Veuillez entrer la date d’expiration',
  expiryInvalid: 'Date d’expiration invalide (MM/AA)',
  expired: 'La date d’expiration de la carte est dépassée',
  cvcInvalid: 'Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres',
} as const;
