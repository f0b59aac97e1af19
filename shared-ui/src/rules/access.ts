// Why the API refuses a signed-in user, in its words (the areas' mock APIs answer with the same ones).
export const ACCESS_MESSAGES = {
  pending: 'Votre compte est en attente de validation par un administrateur',
  forbidden: 'Accès refusé',
  restaurantNotFound: 'Restaurant non trouvé',
} as const;
