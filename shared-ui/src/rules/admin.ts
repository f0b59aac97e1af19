// What the administrators' user management refuses, in the API's words (the admin area's mock API
// answers with the same ones).
export const ADMIN_ERRORS = {
  userNotFound: 'Utilisateur non trouvé',
  selfDemotion: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
  selfDeactivation: 'Vous ne pouvez pas désactiver votre propre compte',
  lastAdmin: 'Impossible : il doit rester au moins un administrateur actif',
  notPending: 'Cet utilisateur n’est pas en attente de validation',
} as const;
