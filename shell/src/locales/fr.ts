import type { Catalogue } from '@teranga/shared-ui/public';

import { shellCore } from './core';

/** The shell's words (namespace `shell`), in French: the source every translation follows. */
export const shell = {
  ...shellCore,
  // The pages of the e-mailed links and of the forgotten password (AccountPage, LinkOutcome).
  account: {
    linksLabel: 'Liens du compte',
    backToSignIn: 'Retour à la connexion',
    signIn: 'Se connecter',
    goToArea: 'Aller à mon espace',
    unreachable: 'Le serveur n’a pas pu être joint. Vérifiez votre connexion, puis réessayez.',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    intro:
      'Saisissez l’adresse email de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe, valable {{minutes}} minutes.',
    submit: 'Envoyer le lien',
    pending: 'Envoi...',
    failed: 'La demande n’a pas pu être envoyée. Réessayez dans un instant.',
  },
  resetPassword: {
    title: 'Choisir un nouveau mot de passe',
    intro:
      'Une fois le mot de passe changé, tous vos appareils sont déconnectés : connectez-vous ensuite avec le nouveau.',
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmer le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    pending: 'Enregistrement...',
    failed: 'Le mot de passe n’a pas pu être changé. Réessayez dans un instant.',
    doneTitle: 'Mot de passe modifié',
    invalidTitle: 'Lien de réinitialisation invalide',
    askAgain: 'Demander un nouveau lien',
  },
  verifyEmail: {
    title: 'Vérification de votre adresse email',
    pending: 'Vérification de votre adresse...',
    whatNext: 'Pour recevoir un nouveau lien, choisissez « Renvoyer le lien » dans votre espace, une fois connecté(e).',
  },
  confirmEmail: {
    title: 'Confirmation de votre nouvelle adresse email',
    pending: 'Confirmation de votre nouvelle adresse...',
    whatNext: 'Votre compte garde son adresse actuelle. Pour en changer, refaites la demande depuis votre profil.',
  },
  // An area (a remote) being loaded, or failing to.
  remote: {
    loading: "Chargement de l'espace…",
    unavailableTitle: 'Cet espace est momentanément indisponible',
    version:
      "Cet espace a été publié pour une autre version de la bibliothèque commune de Teranga que celle de cette page : il n'a pas été chargé, pour ne pas fonctionner de travers. Rechargez la page ; si le message persiste, l'espace ou le site doit être redéployé. Le reste du site reste accessible.",
    network:
      "Nous n'avons pas pu charger cette partie de Teranga. Vérifiez votre connexion puis réessayez ; le reste du site reste accessible.",
    home: "Retour à l'accueil",
  },
} as const;

export type ShellCatalogue = Catalogue<typeof shell>;
