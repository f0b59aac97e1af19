// What the administrators' user management refuses, in the API's words (the admin area's mock API
// answers with the same ones).
export const ADMIN_ERRORS = {
  userNotFound: 'Utilisateur non trouvé',
  selfDemotion: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
  selfDeactivation: 'Vous ne pouvez pas désactiver votre propre compte',
  lastAdmin: 'Impossible : il doit rester au moins un administrateur actif',
  notPending: 'Cet utilisateur n’est pas en attente de validation',
} as const;

/** An admin's cancellation of an order (`POST /admin/commandes/{id}/cancel`): its limits and messages. */
export const ADMIN_INTERVENTION = {
  reasonMin: 3,
  reasonMax: 300,
  reasonLength: 'Le motif doit contenir entre 3 et 300 caractères',
  refundCents: 'Le champ « refund_cents » doit être un nombre entier de centimes, positif ou nul',
  livreurRequired: 'Le champ « livreur_id » est obligatoire',
  refundFailedAfterCancel:
    'La commande est annulée, mais le remboursement a échoué : il est à faire manuellement auprès du prestataire de paiement',
} as const;
