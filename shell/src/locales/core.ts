/**
 * The part of the shell's words its public pages (`/`, `/login`) show, inline in their first script;
 * the rest (the e-mailed links' pages, the areas' frame) is added with the router (locales/all.ts),
 * so `/` does not download it. English is one file, downloaded when chosen.
 */
export const shellCore = {
  brand: {
    homeLink: 'Teranga, accueil',
  },
  home: {
    signIn: 'Connexion',
    tagline: 'Les saveurs d’Afrique et des Caraïbes, livrées chez vous',
    lead: 'Thiéboudienne, attiéké, colombo… Commandez auprès des meilleurs restaurants africains et caribéens de votre ville.',
    cta: 'Commander maintenant',
    whyTitle: 'Pourquoi choisir Teranga ?',
    features: {
      authentic: {
        title: 'Restaurants authentiques',
        text: 'Des cuisines africaines et caribéennes préparées par des chefs qui en ont fait leur histoire.',
      },
      fast: {
        title: 'Livraison rapide',
        text: 'Vos plats arrivent chauds, en 30-40 minutes, directement à votre porte.',
      },
      quality: {
        title: 'Qualité garantie',
        text: 'Des restaurants sélectionnés et des produits frais, contrôlés à chaque commande.',
      },
    },
    cuisinesTitle: 'Cuisines populaires',
    cuisines: {
      senegalese: { name: 'Sénégalais', dishes: 'Thiéboudienne, yassa, mafé' },
      ivorian: { name: 'Ivoirien', dishes: 'Attiéké, alloco, garba' },
      caribbean: { name: 'Caribéen', dishes: 'Poulet jerk, riz aux pois' },
      antillean: { name: 'Antillais', dishes: 'Colombo, accras, bokit' },
    },
    footer: '© 2025 Teranga. Tous droits réservés.',
  },
  login: {
    asideText: 'L’hospitalité africaine et caribéenne, du restaurant à votre table.',
    title: 'Bienvenue sur Teranga',
    subtitle: 'Connectez-vous ou créez un compte pour commander.',
    tabsLabel: 'Connexion ou inscription',
    signInTab: 'Connexion',
    signUpTab: 'Inscription',
    signInSubmit: 'Se connecter',
    signInPending: 'Connexion...',
    signUpSubmit: 'Créer mon compte',
    signUpPending: 'Inscription...',
    forgotLink: 'Mot de passe oublié ?',
    signInSuccess: 'Connexion réussie!',
    signInError: 'Erreur de connexion',
    signUpSuccess: 'Inscription réussie!',
    signUpError: "Erreur d'inscription",
  },
  fields: {
    email: 'Email',
    password: 'Mot de passe',
    name: 'Nom complet',
    phone: 'Téléphone',
    address: 'Adresse',
    optional: '(optionnel)',
    role: 'Type de compte',
    nameRequired: 'Veuillez saisir votre nom complet',
    passwordHint: 'Au moins {{count}} caractères',
  },
} as const;
