// GENERATED FILE, do not edit: the API's OpenAPI document (GET /api/openapi.json) through openapi-typescript.
// Regenerate after changing an API route or schema: `npm run contract:generate` (CI runs `npm run contract:check`).
// Hand-written aliases of these types live in ./index.ts.

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** État du service */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Les paramètres de la plateforme
     * @description Administrateurs seulement. Commission, rémunération des livreurs, frais de livraison, TVA des reçus et délais de la cuisine (jamais enregistrés : les valeurs par défaut, commission 15 %, livraison 2.5 €), avec les restaurants qui ont leur propre commission.
     */
    get: operations['getPlatformSettings'];
    /**
     * Modifier les paramètres de la plateforme
     * @description Administrateurs seulement. Le corps remplace tous les paramètres ; une valeur hors limites : 400 avec la raison, rien n’est changé. La modification est inscrite au journal d’audit (`settings.update`, valeurs avant / après) dans la même transaction ; identique aux paramètres en vigueur : renvoyés tels quels, rien n’est écrit. Les commandes passées ensuite suivent les nouveaux montants ; chaque commande garde les conditions de son passage (commission, rémunération du livreur, TVA), donc une modification ne change rien à une commande déjà passée. Les autres processus de l’API les appliquent dans les 5 secondes.
     */
    put: operations['updatePlatformSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/restaurants/{id}/commission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Le taux de commission propre à un restaurant
     * @description Administrateurs seulement. Un taux pour ce restaurant, ou null pour revenir à celui de la plateforme ; restaurant inconnu : 404. Inscrit au journal d’audit (`restaurant.commission`) ; inchangé : renvoyé tel quel, rien n’est écrit. Ses commandes passées ensuite gardent ce taux ; les précédentes, le leur.
     */
    put: operations['updateRestaurantCommission'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/settings/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Les montants du paiement de la commande
     * @description Public. Les frais de livraison en vigueur et les pourboires proposés (le client peut aussi en choisir un autre, jusqu’à 20 €), pour que la page de paiement affiche ce que `POST /commandes` comptera.
     */
    get: operations['getCheckoutSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/promos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tous les codes promo (plus récents d’abord)
     * @description Administrateurs seulement : ceux de la plateforme et ceux des restaurants, avec leur nombre d’utilisations (`uses`). Filtres `restaurant_id` (les codes de ce restaurant) et `active`.
     */
    get: operations['listPromos'];
    put?: never;
    /**
     * Créer un code promo de la plateforme
     * @description Administrateurs seulement. Le code vaut dans tous les restaurants et la plateforme paie la réduction (`funded_by: platform`, `restaurant_id` null). La valeur est enregistrée en points de base (pourcentage × 100), en centimes (montant fixe) ou 0 (livraison offerte) ; la réponse la redonne telle qu’envoyée. Code déjà pris (quelle que soit la casse, même par deux créations simultanées) : 409 `Ce code existe déjà`. Champ invalide : 400 avec le message du champ.
     */
    post: operations['createPlatformPromo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/promos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Les codes promo du restaurant (plus récents d’abord)
     * @description Le restaurateur (validé) du restaurant ou un administrateur ; un autre restaurateur : 403 `Accès refusé` ; restaurant inconnu : 404. Les codes créés pour ce restaurant, actifs ou non, avec leur nombre d’utilisations.
     */
    get: operations['listRestaurantPromos'];
    put?: never;
    /**
     * Créer un code promo du restaurant
     * @description Le restaurateur (validé) du restaurant ou un administrateur ; un autre restaurateur : 403 `Accès refusé` ; restaurant inconnu : 404. Le code ne vaut que dans ce restaurant et le restaurant paie la réduction (`funded_by: restaurant`) : elle est retirée de sa part à la livraison, et sa commission est calculée sur les plats moins cette réduction. La valeur est enregistrée en points de base (pourcentage × 100), en centimes (montant fixe) ou 0 (livraison offerte) ; la réponse la redonne telle qu’envoyée. Code déjà pris (quelle que soit la casse, même par deux créations simultanées) : 409 `Ce code existe déjà`. Champ invalide : 400 avec le message du champ.
     */
    post: operations['createRestaurantPromo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/promos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Désactiver un code promo
     * @description Un administrateur : tout code ; un restaurateur (validé) : les codes de son restaurant seulement (un code de la plateforme ou d’un autre restaurant : 403 `Accès refusé`). Le code ne s’applique plus (`is_active: false`, 422 `Ce code promo n’est plus actif` à la commande) ; il n’est pas effacé : ses utilisations et les commandes qui l’ont utilisé restent. Déjà désactivé : renvoyé tel quel. Code inconnu : 404 `Code promo inconnu`.
     */
    delete: operations['deactivatePromo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/promos/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Vérifier un code promo sur le panier
     * @description Un client (ou un administrateur, qui peut aussi commander). Le serveur calcule la réduction comme `POST /commandes` le fera : les plats et leurs options au prix de la base, les frais de livraison de la plateforme (aucun à emporter), puis les conditions du code. Rien n’est écrit ni réservé : la commande vérifie le code de nouveau (et peut alors le trouver épuisé). Montants en euros. Restaurant ou plat inconnu : 404 ; plat d’un autre restaurant, indisponible ou options refusées : 422, comme à la commande (les autres conditions de la commande, horaires et minimum du restaurant, sont vérifiées par `POST /commandes`). Code qui ne s’applique pas : 422 avec la raison — inconnu (`Ce code promo n’existe pas`), désactivé, pas encore valable, expiré, d’un autre restaurant, livraison offerte sur une commande à emporter, minimum de plats non atteint, réservé à une première commande, utilisations par client ou au total épuisées.
     */
    post: operations['validatePromo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Relevé d’un restaurant sur une période (ventes, commission, net dû)
     * @description Le restaurateur propriétaire (validé) ou un administrateur ; un autre restaurateur : 403, restaurant inconnu : 404. Période : `from` et `to`, dates locales AAAA-MM-JJ, `to` compris, 366 jours au plus (sinon 400 `La période ne peut pas dépasser 366 jours` ; `to` avant `from` ou date invalide : 400 `La période doit être donnée par deux dates AAAA-MM-JJ, la fin après le début`). Jours locaux dans le fuseau du restaurant. Une ligne par commande ayant des écritures sur le compte du restaurant dans la période : `sales` (plats vendus), `commission`, `promos` (réductions qu’il finance), `refunds` (remboursements à sa charge) et `cash_collected` (espèces encaissées au comptoir) sont déduits ; `net` est ce que la plateforme lui doit pour la commande. Tout est lu dans le grand livre (`ledger_entries`) : une écriture appartient au jour local de sa date, les totaux sont les sommes des lignes, et le solde (`balance`) est ce que la plateforme doit au titulaire du compte depuis toujours jusqu’à la fin de la période. Montants en euros. `format=csv` : `text/csv; charset=utf-8` avec BOM, séparateur `;`, virgule décimale, en-têtes en français, une ligne par commande puis une ligne « Total », en pièce jointe (`Content-Disposition: attachment`).
     */
    get: operations['getRestaurantStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/earnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Gains du livreur sur une période (par livraison, par jour, par semaine)
     * @description Le livreur validé, pour son propre compte (les autres rôles : 403). Période : `from` et `to`, dates locales AAAA-MM-JJ, `to` compris, 366 jours au plus (sinon 400 `La période ne peut pas dépasser 366 jours` ; `to` avant `from` ou date invalide : 400 `La période doit être donnée par deux dates AAAA-MM-JJ, la fin après le début`). Jours locaux dans le fuseau Europe/Paris. Par livraison : base (minimum compris), part kilométrique, pourboire, `pay` = base + distance + pourboire, les espèces encaissées auprès du client et `net` = `pay` − espèces. `by_day` : chaque jour de la période, zéros compris ; `by_week` : chaque semaine (du lundi, `week_start`) qui touche la période, comptée dans la période. Tout est lu dans le grand livre (`ledger_entries`) : une écriture appartient au jour local de sa date, les totaux sont les sommes des lignes, et le solde (`balance`) est ce que la plateforme doit au titulaire du compte depuis toujours jusqu’à la fin de la période. Montants en euros. `format=csv` : `text/csv; charset=utf-8` avec BOM, séparateur `;`, virgule décimale, en-têtes en français, une ligne par commande puis une ligne « Total », en pièce jointe (`Content-Disposition: attachment`).
     */
    get: operations['getCourierEarnings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/finances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Finances de la plateforme sur une période
     * @description Administrateurs seulement. Période : `from` et `to`, dates locales AAAA-MM-JJ, `to` compris, 366 jours au plus (sinon 400 `La période ne peut pas dépasser 366 jours` ; `to` avant `from` ou date invalide : 400 `La période doit être donnée par deux dates AAAA-MM-JJ, la fin après le début`). Jours locaux dans le fuseau Europe/Paris. Les totaux de la période par nature d’écriture (ventes, commissions, frais de livraison, pourboires, rémunération des livreurs, réductions selon qui les finance, remboursements, paiements reçus, espèces, montants conservés) et `platform_net`, la somme des comptes de la plateforme ; puis chaque restaurant et chaque livreur ayant des écritures dans la période ou un solde non nul, avec ce qui lui est dû. Tout est lu dans le grand livre (`ledger_entries`) : une écriture appartient au jour local de sa date, les totaux sont les sommes des lignes, et le solde (`balance`) est ce que la plateforme doit au titulaire du compte depuis toujours jusqu’à la fin de la période. Montants en euros.
     */
    get: operations['getPlatformFinances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reçu d’une commande livrée ou récupérée, avec la TVA
     * @description Le client de la commande ou un administrateur (la commande d’un autre client : 404, comme `GET /commandes/{id}` ; restaurateurs et livreurs : 403). Seulement une fois la commande livrée ou récupérée (`livree`), sinon 409 `Le reçu est disponible une fois la commande livrée ou récupérée`. La TVA aux taux en vigueur à la commande : plats (la réduction d’un code promo les diminue) et livraison (diminuée par un code qui l’offre) ; une ligne à zéro n’est pas donnée. Le pourboire est hors TVA (`tip_note` : « Pourboire intégralement reversé au livreur, non soumis à la TVA »). `refunded` : ce qui a été remboursé depuis.
     */
    get: operations['getCommandeReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rembourser une partie d’une commande livrée (par le restaurant)
     * @description Le restaurateur du restaurant de la commande (compte validé) ou un administrateur ; la commande d’un autre restaurant : 404, comme si elle n’existait pas. Les règles, dans cet ordre : commande réglée en espèces : 409 `Une commande réglée en espèces ne se rembourse pas en ligne` ; commande pas encore livrée (ou annulée) : 409 `Seule une commande livrée peut être remboursée par le restaurant` ; plus de 48 heures après la livraison (`status_times.livree`) : 409 `Le remboursement est possible pendant 48 heures après la livraison` ; plus que ce qui a été payé et pas encore remboursé : 422 `Le remboursement dépasse ce qui reste à rembourser sur cette commande (…)`, même sous des demandes simultanées (le montant est réservé sur le paiement avant l’appel au prestataire). Le remboursement est prélevé sur la part du restaurant (grand livre : ligne `refund` de son compte), le client le voit dans `refunded_amount` de sa commande ; remboursée en entier, elle passe `payment_status: refunded`. Prestataire de paiement injoignable (503) ou refusant (502) : rien n’est remboursé et le montant réservé est rendu, on peut réessayer. Réponse : la commande, comme `GET /commandes/{id}`.
     */
    post: operations['refundCommandeByRestaurant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/ledger/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Contrôler le grand livre : tout est-il équilibré au centime ?
     * @description Administrateurs seulement. Ré-additionne toutes les lignes du grand livre (rien n’est tiré d’un solde tenu à part) : `balanced` est vrai quand chaque transaction s’annule (sinon elle est listée dans `unbalanced`, 500 au plus, avec sa somme), que la somme de toutes les lignes (`total`) est 0 et que le compte `provider` du grand livre vaut ce que le prestataire de paiement a enregistré (`provider.recorded` : les paiements réussis moins ce qu’il a remboursé ; en mode test, les lignes `paiements` sont ses propres enregistrements). **Un remboursement en cours** (montant réservé, prestataire pas encore revenu) apparaît comme un écart `provider.difference` jusqu’à ce qu’il aboutisse ou soit annulé : recontrôler quelques secondes plus tard. `accounts` : le solde de chaque compte de la plateforme et du séquestre (débits − crédits, euros), les restaurants et les livreurs additionnés (`restaurants`, `couriers`) ; leur somme est `total`. Montants en euros.
     */
    get: operations['checkLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Créer un compte (client, restaurateur ou livreur)
     * @description Les restaurateurs et livreurs démarrent avec `is_verified: false` (validation par un administrateur) ; les clients sont vérifiés d’office. Tous démarrent avec `email_verified: false` : un lien de vérification (`/verify-email?token=…`, voir `POST /auth/email/verify`) est envoyé à l’adresse après la réponse.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Se connecter
     * @description Après 5 échecs pour un même couple (email, IP), ce couple attend 1 minute, puis 2, 4, 8 et 15 minutes après chaque nouvel échec (429 + `Retry-After`) ; les autres adresses IP ne sont pas ralenties. 20 échecs d’une IP en 15 minutes, tous emails confondus, bloquent cette IP. L’IP est celle ajoutée par le proxy de confiance (`TRUST_PROXY`, `TRUST_PROXY_HOPS`).
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Utilisateur connecté */
    get: operations['getMe'];
    /**
     * Mettre à jour son profil (et éventuellement son mot de passe ou son adresse email)
     * @description Champs absents = inchangés. `locale` (`fr` ou `en`) : la langue des e-mails et notifications de l’utilisateur, et des écrans une fois connecté (une autre valeur : 400). Pour changer de mot de passe : `current_password` + `new_password` (≥ 6, mêmes règles qu’à l’inscription : ni blanc, ni caractère de contrôle, ni mot de passe courant), `confirm_password` facultatif mais vérifié s’il est envoyé. Un changement de mot de passe révoque les autres sessions. Un `current_password` faux compte comme un échec de connexion du couple (email du compte, IP) : même limitation que `POST /auth/login` (429 + `Retry-After`). Ces sessions sont fermées aussitôt (leurs jetons d’accès sont refusés : 401), et un changement d’adresse ou un lien de réinitialisation en attente est annulé.
     *
     *     **Changer d’adresse email** : `email` différent de l’actuel + `current_password` obligatoire (absent : 400 ; faux : 400 `Mot de passe actuel incorrect`, avec la même limitation). L’adresse n’est **pas** changée par cet appel : un lien de confirmation (`/confirm-email?token=…`, voir `POST /auth/email/confirm`, valable 24 heures) est envoyé à la nouvelle adresse et l’adresse actuelle est prévenue ; la réponse (200, l’utilisateur avec son adresse actuelle) est la même que la nouvelle adresse soit libre ou déjà celle d’un compte (dans ce cas aucun lien n’est envoyé : le titulaire de cette adresse est prévenu qu’on a voulu l’utiliser). Une nouvelle demande remplace la précédente.
     */
    put: operations['updateMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me/documents/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Déposer (ou remplacer) un justificatif d’inscription
     * @description Restaurateur (license, id_card, commerce_register) ou livreur (driver_license, id_card, insurance) pas encore validé. Type vérifié sur le contenu du fichier (PDF, PNG ou JPEG), 10 Mo maximum. Le fichier est stocké hors de tout chemin public. Après un rejet, un nouveau dépôt remet le compte en attente de validation (`rejection_reason` effacé). Le formulaire ne contient que le fichier (champ `file`, un seul fichier) et au plus 4 petits champs texte (ignorés) : au-delà, 400. Deux envois au plus en cours par utilisateur (429 + `Retry-After`).
     */
    post: operations['uploadMyDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mes préférences de notification
     * @description Ce que l’utilisateur connecté reçoit sur ses commandes hors de l’écran : le client quand sa commande est acceptée, refusée, en route, livrée, ou annulée par un délai ou par l’équipe Teranga ; le restaurateur pour une nouvelle commande quand aucun de ses écrans cuisine n’est ouvert ; le livreur quand un administrateur lui attribue une livraison, ou quand la commande d’une livraison qu’il a acceptée est annulée. Pensé pour les clients et les livreurs ; les restaurateurs et les administrateurs peuvent aussi s’en servir. Sans choix enregistré, tout est activé.
     */
    get: operations['getMyNotificationPreferences'];
    /**
     * Choisir mes canaux de notification
     * @description Ce que l’utilisateur connecté reçoit sur ses commandes hors de l’écran : le client quand sa commande est acceptée, refusée, en route, livrée, ou annulée par un délai ou par l’équipe Teranga ; le restaurateur pour une nouvelle commande quand aucun de ses écrans cuisine n’est ouvert ; le livreur quand un administrateur lui attribue une livraison, ou quand la commande d’une livraison qu’il a acceptée est annulée. Pensé pour les clients et les livreurs ; les restaurateurs et les administrateurs peuvent aussi s’en servir. Sans choix enregistré, tout est activé.
     *
     *     Les deux canaux sont obligatoires (`true` ou `false`), aucun autre champ n’est accepté.
     */
    put: operations['updateMyNotificationPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mot de passe oublié : recevoir un lien de réinitialisation
     * @description Répond toujours **202** avec le même corps, que l’adresse soit celle d’un compte ou non, actif ou non : la réponse ne dit pas si un compte existe. Si c’est celle d’un compte actif, un e-mail lui est envoyé (après la réponse) avec un lien vers `/reset-password?token=…`, valable 30 minutes et une seule fois ; un nouveau lien remplace le précédent. Limites : 20 demandes par IP en 15 minutes (ensuite 429 + `Retry-After`) ; au plus 3 e-mails par adresse en 15 minutes (au-delà, même réponse 202 mais rien n’est envoyé).
     */
    post: operations['forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choisir un nouveau mot de passe avec le lien reçu par e-mail
     * @description Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien de `POST /auth/password/forgot` : valable 30 minutes, une seule fois. Effets, ensemble : le mot de passe est remplacé, **toutes les sessions du compte sont fermées** (jetons de rafraîchissement révoqués, jetons d’accès refusés aussitôt : 401), les autres liens de réinitialisation et un changement d’adresse en attente sont annulés, et l’adresse est marquée vérifiée (`email_verified: true` : le lien l’a atteinte). Il faut ensuite se connecter avec le nouveau mot de passe. 400 pour un lien inconnu, expiré ou déjà utilisé (même message), ou un mot de passe refusé par les règles.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Vérifier son adresse email avec le lien reçu
     * @description Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien envoyé à l’inscription ou par `POST /auth/email/resend` (`/verify-email?token=…`), valable 48 heures et une seule fois : le compte passe à `email_verified: true`. Sans rapport avec `is_verified` (l’approbation d’un restaurateur ou d’un livreur par un administrateur). 400 pour un lien inconnu, expiré, déjà utilisé, ou envoyé à une adresse que le compte n’a plus.
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/email/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recevoir un nouveau lien de vérification de son adresse
     * @description Tout utilisateur connecté dont l’adresse n’est pas encore vérifiée. Envoie un nouveau lien à l’adresse du compte (le précédent cesse de fonctionner). 409 si l’adresse est déjà vérifiée ; 429 + `Retry-After` moins de 60 secondes après le dernier lien (inscription comprise).
     */
    post: operations['resendEmailVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirmer un changement d’adresse email avec le lien reçu
     * @description Sans authentification (le lien peut être ouvert sur un autre appareil). Le jeton est celui du lien envoyé à la NOUVELLE adresse après `PUT /auth/me` (`/confirm-email?token=…`), valable 24 heures et une seule fois. Le compte prend alors cette adresse (`email_verified: true`), ses autres liens en attente sont annulés et l’ancienne adresse est prévenue par e-mail. 400 pour un lien inconnu, expiré ou déjà utilisé, et 400 aussi si l’adresse est devenue entre-temps celle d’un autre compte (rien n’est changé). Un changement de mot de passe ou une réinitialisation avant la confirmation annule le lien.
     */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renouveler le jeton d’accès (rotation du jeton de rafraîchissement)
     * @description Chaque appel renvoie un NOUVEAU `refresh_token` (l’ancien devient inutilisable). Réutiliser un jeton déjà utilisé révoque toute la session (401).
     */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Se déconnecter (révoque la session du jeton de rafraîchissement) */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lister les restaurants
     * @description Ouverts maintenant d’abord (`is_open_now` : interrupteur, horaires et fermetures), puis ouverts par leur interrupteur, puis par note décroissante.
     */
    get: operations['listRestaurants'];
    put?: never;
    /**
     * Créer un restaurant
     * @description Restaurateur validé sans restaurant : il en devient propriétaire. Administrateur : `owner_id` (un restaurateur) obligatoire. Un seul restaurant par restaurateur (409). Sans `latitude`/`longitude`, la position est déduite du code postal.
     */
    post: operations['createRestaurant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Détail d’un restaurant */
    get: operations['getRestaurant'];
    /**
     * Modifier un restaurant (propriétaire ou administrateur)
     * @description Champs absents = inchangés. Une nouvelle adresse sans coordonnées est relocalisée par son code postal.
     */
    put: operations['updateRestaurant'];
    post?: never;
    /**
     * Supprimer un restaurant (propriétaire ou administrateur)
     * @description Refusé (409) si le restaurant a déjà des commandes : l’historique est conservé, fermez-le plutôt. La suppression par un administrateur est inscrite au journal d’audit (`restaurant.delete`).
     */
    delete: operations['deleteRestaurant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/toggle-open': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Ouvrir / fermer le restaurant
     * @description Propriétaire ou administrateur. Efface toute pause de la plateforme (`paused_reason`) : un restaurant mis en pause automatique (commandes laissées sans réponse) rouvre ainsi.
     */
    patch: operations['toggleRestaurantOpen'];
    trace?: never;
  };
  '/restaurants/{id}/hours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Définir les horaires et fermetures exceptionnelles
     * @description Propriétaire ou administrateur. Remplace toutes les plages et fermetures. `opening_hours` vide : pas d’horaires, l’interrupteur seul décide de l’ouverture (les fermetures exceptionnelles ferment toujours leurs jours). Une fermeture exceptionnelle ferme des jours locaux entiers, y compris la fin d’une plage de la veille passant minuit. Erreurs : 400 (heure, jour, date ou fuseau invalide, plages qui se chevauchent, trop de plages ou de fermetures).
     */
    put: operations['setRestaurantHours'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/busy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Activer le mode affluence
     * @description Propriétaire ou administrateur. Ajoute 10, 20, 30 minutes à la préparation jusqu’à `until` (délai des créneaux et des commandes pour plus tard ; remplace un mode affluence en cours). 422 si `until` est passé ou à plus de 24 heures.
     */
    put: operations['setRestaurantBusy'];
    post?: never;
    /**
     * Terminer le mode affluence
     * @description Propriétaire ou administrateur. Sans effet si le mode affluence n’est pas actif.
     */
    delete: operations['endRestaurantBusy'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Créneaux de commande pour plus tard
     * @description Les créneaux de 15 minutes d’une date locale (aujourd’hui ou demain dans le fuseau du restaurant, sinon 422) auxquels une commande passée maintenant peut être reçue (livrée, ou retirée pour `a_emporter`). Règle : délai = préparation (`prep_minutes`) + mode affluence s’il est actif maintenant + trajet (`delivery_time`, livraison seulement) ; un créneau est proposé s’il est au moins à ce délai de maintenant et si le restaurant est ouvert sans interruption du début de la préparation (créneau − délai) jusqu’au départ de la commande (créneau − trajet). Une heure locale qui n’existe pas (changement d’heure) n’a pas de créneau, une heure répétée n’en a qu’un. Un restaurant fermé par son interrupteur, en pause, ou dont le propriétaire ne peut pas recevoir de commandes n’a aucun créneau (liste vide). Ces créneaux sont ceux que la commande accepte.
     */
    get: operations['listRestaurantSlots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lister les plats
     * @description Triés par catégorie puis par nom.
     */
    get: operations['listPlats'];
    put?: never;
    /**
     * Ajouter un plat (propriétaire du restaurant ou administrateur)
     * @description Prix > 0 (≤ 1000 €, 2 décimales au plus). Une catégorie inconnue du restaurant est créée ; une catégorie existante est réutilisée avec son orthographe (casse et accents ignorés). Un plat vegan est aussi végétarien. `option_groups` (facultatif, `[]` par défaut) : les identifiants envoyés sont ignorés, le serveur en attribue. Erreurs 400 : un message en français par champ invalide.
     */
    post: operations['createPlat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plats/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Détail d’un plat */
    get: operations['getPlat'];
    /**
     * Modifier un plat (propriétaire ou administrateur)
     * @description Champs absents = inchangés ; `restaurant_id` ne peut pas changer. `option_groups` remplace tous les groupes, dans l’ordre envoyé (`[]` : plus aucune option) ; un groupe ou une option envoyé avec un `id` que le plat a déjà le garde (les paniers et les commandes y font référence), les autres reçoivent un nouvel `id`.
     */
    put: operations['updatePlat'];
    post?: never;
    /**
     * Supprimer un plat (propriétaire ou administrateur)
     * @description Les lignes de commande gardent le nom et le prix ; leur `plat_id` devient null.
     */
    delete: operations['deletePlat'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plats/{id}/toggle-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rendre un plat disponible / indisponible */
    patch: operations['togglePlatAvailable'];
    trace?: never;
  };
  '/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Catégories de menu (avec le nombre de plats)
     * @description Dans l’ordre de création (l’ordre du menu).
     */
    get: operations['listCategories'];
    put?: never;
    /**
     * Ajouter une catégorie (propriétaire ou administrateur)
     * @description Nom nettoyé des espaces, 1 à 50 caractères ; doublon (casse et accents ignorés) → 409.
     */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Supprimer une catégorie (propriétaire ou administrateur)
     * @description Les plats gardent le texte de leur catégorie.
     */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Téléverser une image (restaurateur validé ou administrateur)
     * @description multipart/form-data, champ `file` (un seul fichier, au plus 4 petits champs texte à côté, ignorés ; au-delà 400). PNG, JPEG, GIF ou WebP (vérifié sur le contenu), 5 Mo et 25 mégapixels au plus (413). L’image est ré-encodée en WebP (métadonnées retirées, 1600×1600 au plus). Deux envois au plus en cours par utilisateur (429 + `Retry-After`).
     */
    post: operations['uploadImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploads/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Image téléversée */
    get: operations['getUploadedImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lister des commandes (plus récentes d’abord)
     * @description Client : ses commandes seulement (`client_id` d’un autre → 403). Restaurateur : celles de son restaurant (`restaurant_id` d’un autre → 403). Administrateur : toutes. Livreur : 403. Pagination par curseur : au plus `limit` commandes (100 par défaut, 100 au plus) ; s’il en reste, l’en-tête `X-Next-Cursor` donne le `cursor` de la page suivante (mêmes filtres). Les commandes créées entre deux pages ne décalent pas les suivantes. Curseur invalide : 400.
     */
    get: operations['listCommandes'];
    put?: never;
    /**
     * Passer une commande (client ou administrateur)
     * @description Le serveur calcule tout : prix et noms depuis la base (les `price`/`subtotal` envoyés sont ignorés), lignes en double fusionnées, quantités entières de 1 à 50, frais de livraison fixes de 2,50 € (aucun à emporter), minimum de commande du restaurant (422). Paiement `card` (défaut) → `payment_status: pending`, `cash` → `not_applicable`. Délais : une commande en espèces doit être acceptée avant `accept_by` (`ORDER_ACCEPT_WINDOW_S`, 480 s par défaut), une commande carte payée avant `payment_deadline` (`UNPAID_ORDER_TTL_S`, 900 s), sinon elle est annulée d’office.
     *
     *     Horaires (422) : une commande dès que possible exige un restaurant ouvert maintenant (interrupteur, horaires, fermetures exceptionnelles) ; une commande pour plus tard (`scheduled_for`) exige un créneau de 15 minutes aujourd’hui ou demain que le restaurant peut servir (voir `GET /restaurants/{id}/slots`) : ni passé, ni trop proche pour la préparation et le trajet, ni hors des horaires. Un restaurant fermé par son interrupteur ou mis en pause ne prend aucune commande, même pour plus tard. Une commande en espèces pour plus tard peut être acceptée jusqu’au début de sa préparation (si c’est plus tard que le délai habituel) ; une commande carte, de même une fois payée.
     *
     *     Options : chaque ligne envoie `option_ids` ; le serveur vérifie que chaque option appartient au plat et est disponible, et le minimum et le maximum de chaque groupe (422), puis ajoute leurs suppléments au prix unitaire. Deux lignes du même plat avec les mêmes options sont fusionnées.
     *
     *     À emporter (`fulfillment: a_emporter`) : pas de frais de livraison, pas de livreur ; `delivery_address` est ignorée et la commande retient l’adresse du restaurant.
     *
     *     Idempotence : avec l’en-tête `Idempotency-Key`, un nouvel essai (réponse perdue, coupure réseau) ne crée pas de seconde commande. La même clé avec le même corps (comparé une fois validé, ordre des clés indifférent), par le même compte et dans les 24 h, renvoie la première réponse (même statut 201, même JSON) sans rien créer, y compris pour des envois simultanés ; la même clé avec un autre corps : 422 `Cette clé d’idempotence a déjà servi pour une autre commande`. Seule une commande créée est retenue : un essai refusé (4xx) n’a rien créé et sera vérifié à nouveau. Clé mal formée : 400 `L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles (sans espace)`. Sans en-tête : chaque envoi crée une commande.
     */
    post: operations['createCommande'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Détail d’une commande
     * @description Visible par le client, le restaurateur du restaurant, le livreur assigné, tout livreur tant que la livraison est disponible (`en_attente`) et les administrateurs ; sinon 404. `delivery_pin` (le code que le client donne au livreur) n’est donné qu’au client de la commande et aux administrateurs.
     */
    get: operations['getCommande'];
    put?: never;
    post?: never;
    /**
     * Annuler une commande
     * @description Client : sa commande, tant qu’elle est `en_attente`. Administrateur : toute commande non terminée. Sinon 409. L’historique est conservé (statut `annulee`, `cancel_reason` et `cancelled_by` : `client` ou `admin`) ; une commande carte payée passe en `refunded`.
     */
    delete: operations['cancelCommande'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/suivi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suivi d’une commande : étapes, livreur, carte et heure estimée
     * @description Les mêmes droits que `GET /commandes/{id}`. La commande (avec `delivery_pin` pour son client et les administrateurs), le restaurant et l’adresse avec leurs coordonnées, la livraison (prénom du livreur, dernière position), l’heure de livraison estimée (préparation + trajet, depuis la position du livreur une fois en route) et, tant que le livreur va au restaurant, son heure d’arrivée estimée.
     */
    get: operations['getCommandeSuivi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Faire avancer une commande d’une étape (restaurateur du restaurant ou administrateur)
     * @description en_attente → confirmee (carte : payée, sinon 409 `Paiement en attente` ; crée la livraison ; acceptée avec le temps de préparation du restaurant, comme `POST …/accept` sans corps) → en_preparation → prete → en_livraison (livraison acceptée requise ; elle passe `en_cours`). À emporter (`fulfillment: a_emporter`) : pas de livraison ni de livreur ; prete → livree (« Récupérée » : remise au client au comptoir, une commande en espèces devient payée). Tout autre changement : 409 `Transition de statut invalide`. Le client est prévenu de l’acceptation et du départ de sa commande.
     */
    patch: operations['updateCommandeStatus'];
    trace?: never;
  };
  '/commandes/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accepter une nouvelle commande, avec son temps de préparation
     * @description Restaurateur du restaurant de la commande ou administrateur ; la commande d’un autre restaurant : 404. La commande passe `confirmee` comme par `PATCH …/status?new_status=confirmee` (code de livraison tiré, livraison proposée aux livreurs) ; `ready_at` = maintenant + `prep_minutes`, `estimated_delivery_at` = `ready_at` + le délai de livraison du restaurant ; `accept_by` s’efface. Le client est prévenu (e-mail, notification). 409 `Seule une commande en attente peut être acceptée ou refusée` si elle n’est plus en attente, 409 `La commande n’est pas encore payée` pour une commande carte pas encore payée ; 400 `Le temps de préparation doit être compris entre 5 et 120 minutes`.
     */
    post: operations['acceptCommande'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refuser une nouvelle commande, avec sa raison
     * @description Restaurateur du restaurant de la commande ou administrateur ; la commande d’un autre restaurant : 404. Seulement une commande `en_attente` (409 `Seule une commande en attente peut être acceptée ou refusée` sinon). Elle est annulée (`cancel_reason` = la raison, `cancel_message`, `cancelled_by: restaurant`, livraison annulée) ; une commande carte payée est remboursée en entier (`payment_status: refunded`), un paiement en cours est annulé. Le client est prévenu de la raison. 400 `Précisez la raison du refus` pour `autre` sans message, 400 `Le message ne doit pas dépasser 300 caractères`.
     */
    post: operations['refuseCommande'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/delay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Annoncer un retard sur une commande acceptée
     * @description Restaurateur du restaurant de la commande ou administrateur ; la commande d’un autre restaurant : 404. Commande `confirmee`, `en_preparation` ou `prete` (409 `Seule une commande confirmée ou prête peut être retardée` sinon) : `estimated_delivery_at` recule de `minutes` (à partir de maintenant au plus tôt), ainsi que `ready_at` et `prep_minutes` tant qu’elle est en préparation. Les écrans du client relisent la commande (événement `commande.status`). 400 `Le retard doit être de 5, 10, 15 minutes`.
     */
    post: operations['delayCommande'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/analytics/restaurant/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Statistiques d’un restaurant (propriétaire ou administrateur)
     * @description Période : les `days` derniers jours (UTC, aujourd’hui compris). Chiffre d’affaires = total des commandes non annulées (carte : seulement une fois payées).
     */
    get: operations['getRestaurantAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/analytics/livreur/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Statistiques d’un livreur (lui-même ou un administrateur)
     * @description Période : les `days` derniers jours (UTC, aujourd’hui compris), selon la date de création de la livraison. Distance et durée moyenne : livraisons livrées seulement.
     */
    get: operations['getLivreurAnalytics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Compteurs de la plateforme */
    get: operations['getAdminStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lister les utilisateurs (plus récents d’abord) */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Inscriptions en attente de validation (plus anciennes d’abord), avec liens signés des documents
     * @description « En attente » : restaurateur ou livreur ni validé ni rejeté. `documents` associe chaque justificatif déposé à un lien `/api/documents/<userId>/<key>?expires=…&signature=…` valable 10 minutes.
     */
    get: operations['listPendingUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changer le rôle d’un utilisateur
     * @description Appliqué dès la requête suivante de l’utilisateur (le rôle est relu en base à chaque requête). Un administrateur ne peut pas se retirer son propre rôle, et le dernier administrateur actif ne peut pas être rétrogradé (409). Vers restaurateur ou livreur, le compte passe par la validation d’une inscription : `is_verified: false` (motif de rejet effacé), il apparaît dans `GET /admin/users/pending`, dépose les justificatifs de son nouveau rôle et n’a accès à ses écrans métier qu’après approbation (`PATCH /admin/users/{id}/verify`). Vers client ou administrateur : `is_verified: true` (rôles sans validation). Un restaurant dont le propriétaire n’est plus un restaurateur validé et actif apparaît fermé et refuse les commandes.
     */
    patch: operations['updateUserRole'];
    trace?: never;
  };
  '/admin/users/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Activer ou désactiver un compte
     * @description `is_active` prend la valeur envoyée. Une désactivation révoque les jetons de rafraîchissement ; les jetons d’accès en cours sont refusés dès la requête suivante (403 `Compte désactivé`). Pas d’auto-désactivation ni de désactivation du dernier administrateur actif (409).
     */
    patch: operations['updateUserStatus'];
    trace?: never;
  };
  '/admin/users/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Approuver une inscription en attente (corps vide)
     * @description Seulement pour une inscription en attente (sinon 409). Un e-mail de bienvenue est envoyé.
     */
    patch: operations['verifyUser'];
    trace?: never;
  };
  '/admin/users/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rejeter une inscription en attente
     * @description Seulement pour une inscription en attente (sinon 409). Le motif (1 à 500 caractères) est enregistré et envoyé par e-mail ; l’utilisateur repasse en attente en déposant de nouveaux documents.
     */
    patch: operations['rejectUser'];
    trace?: never;
  };
  '/admin/commandes/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Annuler une commande non terminée, avec un motif et un remboursement total ou partiel
     * @description Administrateurs seulement. Toute commande ni livrée ni annulée (sinon 409) est annulée comme par `DELETE /commandes/{id}` (livraison annulée, événements), avec `cancel_reason: admin`, `cancelled_by: admin` et le motif (3 à 300 caractères) en `cancel_message`. `refund_cents` (centimes, entier ≥ 0) : ce qui est remboursé d’une commande payée par carte ; absent : tout ce qui a été payé et pas encore remboursé ; plus que ce reste (ou un montant sur une commande non payée) : 422 et rien ne change. Le paiement devient `refunded` seulement s’il est remboursé en entier (sinon la commande annulée reste `paid`). L’action est inscrite au journal d’audit. Le client est prévenu (motif et remboursement), et le livreur qui avait accepté la livraison. Si le prestataire de paiement échoue après l’annulation : 502/503, la commande reste annulée et rien n’est remboursé (à faire manuellement) ; seul le livreur est alors prévenu.
     */
    post: operations['adminCancelCommande'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/livraisons/{id}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attribuer une livraison en attente à un livreur
     * @description Administrateurs seulement. La livraison doit être `en_attente` (sinon 409), `livreur_id` un livreur (sinon 422) actif et validé (sinon 409) sans autre livraison en cours (la même règle que l’acceptation par un livreur : 409). Mêmes effets et événements qu’une acceptation par le livreur ; l’action est inscrite au journal d’audit et le livreur est prévenu (e-mail, push, selon ses préférences).
     */
    post: operations['adminAssignLivraison'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/restaurants/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mettre un restaurant en pause (fermé par la plateforme)
     * @description Administrateurs seulement, corps vide. Le restaurant est fermé avec `paused_reason: admin` et l’heure de la pause ; déjà en pause par un administrateur : renvoyé tel quel. L’action est inscrite au journal d’audit.
     */
    post: operations['adminPauseRestaurant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/restaurants/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rouvrir un restaurant
     * @description Administrateurs seulement, corps vide. Le restaurant est ouvert et sa pause (automatique ou par un administrateur) effacée ; déjà ouvert sans pause : renvoyé tel quel. L’action est inscrite au journal d’audit.
     */
    post: operations['adminReopenRestaurant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Journal d’audit des actions des administrateurs (plus récentes d’abord)
     * @description Administrateurs seulement. Chaque action d’un administrateur (annulation, attribution, pause, réouverture, rôle, activation, validation, rejet…) avec son auteur, sa cible, son motif et les valeurs avant / après. Filtres facultatifs : `target_type`, `target_id`, `actor_id`. Pagination par curseur : au plus `limit` entrées (100 par défaut, 100 au plus) ; s’il en reste, l’en-tête `X-Next-Cursor` donne le `cursor` de la page suivante (mêmes filtres). Les entrées créées entre deux pages ne décalent pas les suivantes. Curseur invalide : 400.
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/{userId}/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Télécharger un justificatif (lien signé)
     * @description Lien fourni par `GET /admin/users/pending` ou `GET /auth/me` : `expires` (secondes Unix) et `signature` (HMAC-SHA256 de `userId:key:expires`). Valable 10 minutes, propre à un utilisateur et à un document. Pas de jeton Bearer.
     */
    get: operations['downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lister des livraisons (plus récentes d’abord)
     * @description Livreur : les siennes seulement (`livreur_id` absent ou égal à son id, sinon 403). Admin : toutes, filtrables. Pagination par curseur : au plus `limit` livraisons (100 par défaut, 100 au plus) ; s’il en reste, l’en-tête `X-Next-Cursor` donne le `cursor` de la page suivante (mêmes filtres). Les livraisons créées entre deux pages ne décalent pas les suivantes. Curseur invalide : 400. Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie. `client_phone` et `restaurant_phone` ne sont renseignés que pour le livreur validé à qui la livraison est attribuée, tant qu’elle est `acceptee` ou `en_cours` ; null sinon (un administrateur reçoit null).
     */
    get: operations['listLivraisons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bilan des livraisons (toutes, pas une page)
     * @description Compté par la base sur TOUTES les livraisons du livreur : total, livrées, distance cumulée des livrées (km, 1 décimale) et nombre par statut. Livreur : les siennes (`livreur_id` absent ou égal à son id, sinon 403). Admin : celles de `livreur_id`, ou de tous les livreurs sans lui.
     */
    get: operations['getLivraisonSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Livraisons disponibles (plus anciennes d’abord)
     * @description Livraisons `en_attente` dont la commande est confirmee, en_preparation ou prete (une commande pour plus tard : à partir de 45 minutes avant son départ prévu, `ready_at`). Livreur validé ou admin. Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie. Aucun téléphone : `client_phone` et `restaurant_phone` sont null tant que la livraison n’est attribuée à personne.
     */
    get: operations['listAvailableLivraisons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Détail d’une livraison
     * @description Le livreur assigné, tout livreur validé tant qu’elle est disponible, ou un admin ; sinon 404. Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie. `client_phone` et `restaurant_phone` ne sont renseignés que pour le livreur validé à qui la livraison est attribuée, tant qu’elle est `acceptee` ou `en_cours` ; null sinon (un administrateur reçoit null).
     */
    get: operations['getLivraison'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accepter une livraison (atomique)
     * @description Une seule mise à jour conditionnelle : de plusieurs livreurs qui acceptent en même temps, un seul réussit ; les autres reçoivent 409 `Livraison déjà acceptée`. Un livreur qui a déjà une livraison acceptee/en_cours : 409 `Vous avez déjà une livraison en cours`. Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie. `client_phone` et `restaurant_phone` ne sont renseignés que pour le livreur validé à qui la livraison est attribuée, tant qu’elle est `acceptee` ou `en_cours` ; null sinon (un administrateur reçoit null).
     */
    post: operations['acceptLivraison'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/livraisons/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Démarrer ou terminer sa livraison
     * @description acceptee → en_cours : la commande doit être `prete` (409 sinon), `pickup_time` est renseigné et la commande passe en_livraison. en_cours → livree : `delivery_time` est renseigné et la commande passe livree. Les deux mises à jour se font dans une transaction. Terminer demande le code de livraison du client dans le corps (`{ "pin": "1234" }`) : code faux ou absent, 422 `Code de livraison incorrect` et rien ne change ; après 5 codes faux la livraison est bloquée (429, `pin_locked`) et seul un administrateur la termine (sans code : il le connaît). Tout autre changement : 409 `Transition de statut invalide`. Livreur assigné ou admin. Le client est prévenu du départ puis de la livraison (e-mail, notification). Chaque livraison contient sa commande (`commande`, articles compris), telle que `GET /commandes/{id}` la renvoie. `client_phone` et `restaurant_phone` ne sont renseignés que pour le livreur validé à qui la livraison est attribuée, tant qu’elle est `acceptee` ou `en_cours` ; null sinon (un administrateur reçoit null). Une fois `livree`, les téléphones ne sont plus renvoyés.
     */
    patch: operations['updateLivraisonStatus'];
    trace?: never;
  };
  '/livraisons/{id}/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Envoyer sa position (livraison acceptee ou en_cours) */
    patch: operations['updateLivraisonLocation'];
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Flux des événements en direct (Server-Sent Events)
     * @description Un flux `text/event-stream` par onglet connecté, authentifié par l’en-tête `Authorization: Bearer` (jamais de jeton dans l’URL : les navigateurs le lisent avec un lecteur SSE basé sur `fetch`).
     *
     *     Chaque événement : `id:` (position dans le journal, croissante), `event:` (son type) et `data:` (JSON avec au moins `type`, `commande_id`, `livraison_id`, `status` selon le cas, et `at`).
     *
     *     Types : `commande.created`, `commande.paid`, `commande.status`, `commande.cancelled`, `commande.refunded`, `livraison.offered`, `livraison.accepted`, `livraison.started`, `livraison.position`, `livraison.completed`, `livraison.cancelled`, `livraison.locked` ; un livreur reçoit `livraison.taken` quand un autre accepte une offre.
     *
     *     Chacun ne reçoit que ce qu’il peut voir : le client ses commandes (et la position de son livreur une fois en route) ; le restaurateur les commandes et livraisons de ses restaurants ; le livreur validé les offres ouvertes (et l’avancement de leur commande) et ses livraisons ; l’administrateur tout.
     *
     *     Reprise : l’en-tête `Last-Event-ID` renvoie, dans l’ordre et sans doublon, les événements manqués visibles, puis le direct. Si le journal ne les a plus (conservation limitée), un événement `resync` dit de tout recharger.
     *
     *     Le premier événement, `ready`, donne la position de départ. Un commentaire de maintien toutes les 20 s. Au plus quelques flux par compte (429 au-delà) ; un lecteur trop lent est déconnecté (il reprend avec `Last-Event-ID`) ; le flux se ferme quand le compte est désactivé ou quand le jeton expire (le client se reconnecte avec un jeton neuf).
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paiements/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prestataire de paiement actif
     * @description `stripe` (avec la clé publique pour Stripe.js) ou `test` (mode de test intégré, sans réseau).
     */
    get: operations['getPaymentConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paiements/create-payment-intent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Créer (ou reprendre) le paiement par carte d’une commande
     * @description Client de la commande seulement. Montant = total de la commande calculé par le serveur, en euros ; idempotent (clé `commande-<id>`, intention ouverte réutilisée). 409 pour une commande en espèces, déjà payée ou annulée ; 502/503 si le prestataire échoue.
     */
    post: operations['createPaymentIntent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paiements/confirm/{commandeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirmer le paiement d’une commande (vérifié auprès du prestataire)
     * @description Le serveur interroge le prestataire : la commande passe `paid` seulement si l’intention a réussi avec le bon montant et la bonne devise. Sinon 409. Idempotent.
     */
    post: operations['confirmPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paiements/test/confirm-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mode test : payer avec une carte de test
     * @description Seulement sans clés Stripe (sinon 404). Carte 4242 4242 4242 4242 : paiement réussi ; 4000 0000 0000 0002 : `Votre carte a été refusée.` Numéro (Luhn), expiration future et CVC (3–4 chiffres) vérifiés (400).
     */
    post: operations['confirmTestCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/paiements/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Webhook Stripe (payment_intent.succeeded / payment_failed)
     * @description Corps brut signé par Stripe (`Stripe-Signature`, secret `STRIPE_WEBHOOK_SECRET`, tolérance 5 min), sinon 400. Chaque événement n’est appliqué qu’une fois (un rejeu répond 200 sans rien changer). 404 sans Stripe configuré.
     */
    post: operations['handleStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/push/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Clé publique VAPID des notifications push
     * @description Public. À passer comme `applicationServerKey` à `pushManager.subscribe()` ; elle ne change pas tant que le serveur garde ses clés (`VAPID_PUBLIC_KEY`, ou le fichier généré au premier démarrage).
     */
    get: operations['getPushPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/push/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enregistrer un abonnement push de ce navigateur
     * @description Tout utilisateur connecté. Le corps est `PushSubscription.toJSON()` du navigateur (sans `expirationTime`) : `endpoint` (URL https d’un service push, 2000 caractères au plus, jamais une adresse IP ni localhost), `keys.p256dh` et `keys.auth`.
     *
     *     Un même `endpoint` n’existe qu’une fois : s’il était déjà enregistré (par ce compte ou un autre, sur ce navigateur), il passe à l’appelant avec ses nouvelles clés.
     *
     *     Au plus 10 navigateurs par compte : au-delà, les plus anciens sont oubliés.
     *
     *     Les notifications ne partent que si le canal `push` est activé (`PUT /auth/me/notifications`) ; un abonnement que le service push déclare expiré (404 / 410) est supprimé.
     */
    post: operations['subscribePush'];
    /**
     * Supprimer un abonnement push
     * @description Tout utilisateur connecté, pour ses propres abonnements : un `endpoint` inconnu ou enregistré par un autre compte ne change rien. Répond 204 dans tous les cas (à appeler à la déconnexion ou quand le navigateur se désabonne).
     */
    delete: operations['unsubscribePush'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/commandes/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * L’avis laissé sur une commande
     * @description Le client de la commande, le restaurateur du restaurant et les administrateurs (une autre commande : 404 ; livreurs : 403). Pas d’avis : 404 `Aucun avis pour cette commande`. Un avis masqué est renvoyé avec `hidden: true`.
     */
    get: operations['getCommandeReview'];
    /**
     * Modifier son avis sur une commande
     * @description Seulement le client de la commande (la commande d’un autre : 404, comme `GET /commandes/{id}`), une fois la commande livrée ou retirée (statut `livree`, sinon 422 `Vous pourrez donner votre avis une fois la commande livrée ou récupérée`). `courier_rating` seulement pour une commande livrée par un livreur (à emporter : 422 `Cette commande n’a pas été livrée par un livreur : pas d’avis sur le livreur`). Le corps remplace l’avis entier (un champ absent est effacé). Pendant 7 jours après sa création (`editable_until`, sinon 422 `Un avis ne peut être modifié que pendant 7 jours`), et pas s’il a été masqué par la modération (422). Pas d’avis : 404 `Aucun avis pour cette commande`. La note (`rating`, moyenne à 0,1 près) et le nombre d’avis (`total_reviews`) du restaurant sont recalculés depuis ses avis visibles dans la même transaction.
     */
    put: operations['updateReview'];
    /**
     * Donner son avis sur une commande livrée ou retirée
     * @description Seulement le client de la commande (la commande d’un autre : 404, comme `GET /commandes/{id}`), une fois la commande livrée ou retirée (statut `livree`, sinon 422 `Vous pourrez donner votre avis une fois la commande livrée ou récupérée`). `courier_rating` seulement pour une commande livrée par un livreur (à emporter : 422 `Cette commande n’a pas été livrée par un livreur : pas d’avis sur le livreur`). Un seul avis par commande : le second (même envoyé en même temps) reçoit 409 `Vous avez déjà donné votre avis sur cette commande`. Modifiable pendant 7 jours (`PUT`). La note (`rating`, moyenne à 0,1 près) et le nombre d’avis (`total_reviews`) du restaurant sont recalculés depuis ses avis visibles dans la même transaction.
     */
    post: operations['createReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/restaurants/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Les avis d’un restaurant (plus récents d’abord)
     * @description Public. Les avis visibles (pas ceux masqués par la modération), avec la réponse du restaurant ; le client est nommé par son prénom et l’initiale de son nom, l’avis sur le livreur n’est pas public. Avec la note et le nombre d’avis du restaurant. Pagination par curseur : au plus `limit` avis (20 par défaut, 100 au plus), `next_cursor` donne le `cursor` de la page suivante (null sur la dernière) ; les avis écrits entre deux pages ne décalent pas les suivantes. Curseur invalide : 400 ; restaurant inconnu : 404.
     */
    get: operations['listRestaurantReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Répondre à un avis (une fois)
     * @description Le restaurateur du restaurant évalué seulement (un autre restaurateur : 403 ; administrateurs : 403). Une seule réponse par avis : la seconde, même envoyée en même temps, reçoit 409 `Vous avez déjà répondu à cet avis`. Avis inconnu : 404.
     */
    post: operations['replyToReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/couriers/{id}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Les pouces levés et baissés d’un livreur
     * @description Le livreur lui-même (un autre livreur : 403) ou un administrateur. Compte les avis visibles des commandes qu’il a livrées.
     */
    get: operations['getCourierReviewSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tous les avis, pour la modération (plus récents d’abord)
     * @description Administrateurs seulement. Avec le restaurant, le nom complet du client, l’avis sur le livreur et l’état de masquage ; filtres `hidden` et `restaurant_id`. Pagination par curseur : au plus `limit` avis (100 par défaut, 100 au plus) ; s’il en reste, l’en-tête `X-Next-Cursor` donne le `cursor` de la page suivante (mêmes filtres). Les avis créées entre deux pages ne décalent pas les suivantes. Curseur invalide : 400.
     */
    get: operations['listAdminReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Masquer un avis abusif
     * @description Administrateurs seulement. L’avis n’est plus affiché ni compté : la note et le nombre d’avis du restaurant sont recalculés dans la même transaction, et l’action est inscrite au journal d’audit avec son motif. Déjà masqué : renvoyé tel quel. Son client ne peut plus le modifier.
     */
    post: operations['hideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews/{id}/unhide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Afficher de nouveau un avis masqué
     * @description Administrateurs seulement, corps vide. L’avis est de nouveau affiché et compté (note et nombre d’avis recalculés), l’action est inscrite au journal d’audit. Déjà visible : renvoyé tel quel.
     */
    post: operations['unhideReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    DocumentUploadForm: {
      /**
       * Format: binary
       * @description PDF, PNG ou JPEG, 10 Mo maximum
       */
      file: string;
    };
    Health: {
      /** @enum {string} */
      status: 'ok';
    };
    PlatformSettings: {
      /** @description Commission de la plateforme (%) sur les ventes des restaurants */
      commission_rate: number;
      /** @description Rémunération du livreur par livraison (euros) */
      courier_base_pay: number;
      /** @description Plus par km de la livraison (euros) */
      courier_pay_per_km: number;
      /** @description Minimum par livraison, quelle que soit la distance (euros) */
      courier_min_pay: number;
      /** @description Frais de livraison payés par le client (euros) */
      delivery_fee: number;
      /** @description TVA sur les plats (%), pour les reçus */
      vat_food_rate: number;
      /** @description TVA sur la livraison et le service (%), pour les reçus */
      vat_delivery_rate: number;
      /** @description Délai d’acceptation d’une commande (s) ; null : la configuration du serveur */
      accept_window_s: number | null;
      /** @description Délai de paiement d’une commande par carte (s) ; null : la configuration du serveur */
      unpaid_ttl_s: number | null;
      /** @description Alerte sans livreur (s) ; null : la configuration du serveur */
      courier_alert_s: number | null;
      /** @description Les délais de la configuration du serveur : ce que signifie un délai null */
      configured_deadlines: {
        accept_window_s: number;
        unpaid_ttl_s: number;
        courier_alert_s: number;
      };
      /** @description null : jamais enregistrés (les valeurs par défaut) */
      updated_at: string | null;
      /** @description Le nom de l’administrateur qui les a enregistrés */
      updated_by: string | null;
      /** @description Les restaurants qui ont leur propre taux de commission, par nom */
      restaurant_commissions: {
        restaurant_id: string;
        restaurant_name: string;
        commission_rate: number;
      }[];
    };
    Error: {
      /** @example Ressource introuvable */
      detail: string;
    };
    ValidationError: {
      /** @example Le champ « name » ne peut pas être vide */
      detail: string;
      errors: {
        field: string;
        message: string;
      }[];
    };
    /**
     * @description Tous les paramètres (un `PUT` remplace l’ensemble). Montants en euros et taux en pourcentage, au centième près : commission 0 à 50 %, rémunération de base et minimale du livreur 0 à 50 €, par km 0 à 10 €, frais de livraison 0 à 20 €, TVA 0 à 30 %. Délais en secondes entières (acceptation 60 à 3600 s, paiement 60 à 3600 s, alerte livreur 60 à 7200 s) ; null : la configuration du serveur.
     * @example {
     *       "commission_rate": 15,
     *       "courier_base_pay": 3,
     *       "courier_pay_per_km": 0.8,
     *       "courier_min_pay": 3.5,
     *       "delivery_fee": 2.5,
     *       "vat_food_rate": 10,
     *       "vat_delivery_rate": 20,
     *       "accept_window_s": null,
     *       "unpaid_ttl_s": 900,
     *       "courier_alert_s": null
     *     }
     */
    PlatformSettingsPayload: {
      commission_rate: number;
      courier_base_pay: number;
      courier_pay_per_km: number;
      courier_min_pay: number;
      delivery_fee: number;
      vat_food_rate: number;
      vat_delivery_rate: number;
      accept_window_s: number | null;
      unpaid_ttl_s: number | null;
      courier_alert_s: number | null;
    };
    RestaurantCommission: {
      restaurant_id: string;
      restaurant_name: string;
      /** @description Son propre taux (%) ; null : celui de la plateforme */
      commission_rate: number | null;
      /** @description Le taux appliqué à ses prochaines commandes (%) */
      effective_commission_rate: number;
    };
    /**
     * @description Le taux de commission propre au restaurant (0 à 50 %, au centième près) ; null : celui de la plateforme.
     * @example {
     *       "commission_rate": 12
     *     }
     */
    RestaurantCommissionPayload: {
      commission_rate: number | null;
    };
    CheckoutSettings: {
      /** @description Frais de livraison d’une commande livrée (euros) ; une commande à emporter n’en a pas */
      delivery_fee: number;
      /** @description Les pourboires proposés (euros) */
      tip_presets: number[];
      /** @description Le pourboire le plus élevé accepté (euros) */
      max_tip: number;
    };
    Promo: {
      id: string;
      /**
       * @description En majuscules, unique sur la plateforme
       * @example BIENVENUE
       */
      code: string;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'free_delivery';
      /**
       * @description Pourcentage des plats (`percent`), euros (`fixed`), 0 (`free_delivery`)
       * @example 10
       */
      value: number;
      /**
       * @description Euros de plats au minimum (0 : aucun)
       * @example 15
       */
      min_subtotal: number;
      /** @description Début de validité (UTC) ; null : dès sa création */
      starts_at: string | null;
      /** @description Fin de validité (UTC, exclue) ; null : sans fin */
      ends_at: string | null;
      /** @description Utilisations au total ; null : sans limite */
      max_uses: number | null;
      /** @description Par client ; null : sans limite */
      max_uses_per_client: number | null;
      first_order_only: boolean;
      /** @description Le restaurant du code ; null : un code de la plateforme */
      restaurant_id: string | null;
      restaurant_name: string | null;
      /**
       * @description Qui paie la réduction
       * @enum {string}
       */
      funded_by: 'platform' | 'restaurant';
      /** @description Commandes qui l’utilisent (une commande annulée le rend) */
      uses: number;
      /** @description false : désactivé, il ne s’applique plus */
      is_active: boolean;
      created_at: string;
    };
    /**
     * @description `code` : 3 à 20 lettres, chiffres, « - » ou « _ » (insensible à la casse, enregistré en majuscules, unique sur la plateforme). `kind` et `value` : `percent` (pourcentage entier de 1 à 100, des plats, arrondi au centime inférieur), `fixed` (euros, 0.01 à 100, jamais plus que les plats) ou `free_delivery` (0 : les frais de livraison sont offerts, pas à emporter). `min_subtotal` : euros de plats au minimum (0 à 500). `starts_at` / `ends_at` : dates ISO avec fuseau (la fin après le début ; absentes : sans limite). `max_uses` (1 à 1000000) et `max_uses_per_client` (1 à 100) : absents ou null, sans limite. `first_order_only` : seulement pour une première commande (sur la plateforme pour un code de la plateforme, au restaurant pour un code de restaurant).
     * @example {
     *       "code": "BIENVENUE",
     *       "kind": "fixed",
     *       "value": 3,
     *       "min_subtotal": 15,
     *       "starts_at": "2026-01-01T00:00:00+01:00",
     *       "ends_at": "2026-12-31T23:59:59+01:00",
     *       "max_uses": 500,
     *       "max_uses_per_client": 1,
     *       "first_order_only": true
     *     }
     */
    PromoPayload: {
      code: string;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'free_delivery';
      /** @default 0 */
      value?: number;
      /** @default 0 */
      min_subtotal?: number;
      /** Format: date-time */
      starts_at?: string | null;
      /** Format: date-time */
      ends_at?: string | null;
      max_uses?: number | null;
      max_uses_per_client?: number | null;
      /** @default false */
      first_order_only?: boolean;
    };
    PromoQuote: {
      /** @example BIENVENUE */
      code: string;
      /** @enum {string} */
      kind: 'percent' | 'fixed' | 'free_delivery';
      /**
       * @description La réduction (euros) que la commande aurait
       * @example 3
       */
      discount: number;
      /**
       * @description Les plats du panier (euros), options comprises
       * @example 24.5
       */
      subtotal: number;
      /**
       * @description Les frais de livraison (euros ; 0 à emporter)
       * @example 2.5
       */
      delivery_fee: number;
      /** @enum {string} */
      funded_by: 'platform' | 'restaurant';
      /**
       * @description À afficher au client
       * @example BIENVENUE : −3,00 €
       */
      message: string;
    };
    /**
     * @example {
     *       "code": "bienvenue",
     *       "restaurant_id": "8d1c5f4e-2b7a-4c1e-9f55-0a6b3c2d1e0f",
     *       "items": [
     *         {
     *           "plat_id": "5b0e1c9a-7d3f-4e2b-8a6c-1f9d2e3b4c5a",
     *           "quantity": 2,
     *           "option_ids": []
     *         }
     *       ],
     *       "fulfillment": "livraison"
     *     }
     */
    PromoValidatePayload: {
      /** @description Le code saisi (insensible à la casse) */
      code: string;
      restaurant_id: string;
      items: components['schemas']['PromoCartLine'][];
      /**
       * @default livraison
       * @enum {string}
       */
      fulfillment?: 'livraison' | 'a_emporter';
    };
    PromoCartLine: {
      plat_id: string;
      quantity: number;
      /**
       * @description Options choisies (ids des `option_groups` du plat), comme pour `POST /commandes`
       * @default []
       */
      option_ids?: string[];
    };
    RestaurantStatement: {
      restaurant_id: string;
      restaurant_name: string;
      /**
       * @description Premier jour (date locale du restaurant)
       * @example 2026-04-14
       */
      from: string;
      /**
       * @description Dernier jour, compris
       * @example 2026-04-14
       */
      to: string;
      totals: {
        /** @description Nombre de lignes */
        orders: number;
        /** @description Plats vendus (euros) */
        sales: number;
        /** @description Commission de la plateforme, déduite (euros) */
        commission: number;
        /** @description Réductions financées par le restaurant, déduites (euros) */
        promos: number;
        /** @description Remboursements à la charge du restaurant, déduits (euros) */
        refunds: number;
        /** @description Espèces encaissées par le restaurant (à emporter), déduites (euros) */
        cash_collected: number;
        /** @description Ce que la plateforme doit au restaurant pour ces commandes (euros) */
        net: number;
      };
      lines: {
        commande_id: string | null;
        /**
         * @description Jour local de la première écriture de la commande dans la période
         * @example 2026-04-14
         */
        date: string;
        /** @description Plats vendus (euros) */
        sales: number;
        /** @description Commission de la plateforme, déduite (euros) */
        commission: number;
        /** @description Réductions financées par le restaurant, déduites (euros) */
        promos: number;
        /** @description Remboursements à la charge du restaurant, déduits (euros) */
        refunds: number;
        /** @description Espèces encaissées par le restaurant (à emporter), déduites (euros) */
        cash_collected: number;
        /** @description Ce que la plateforme doit au restaurant pour ces commandes (euros) */
        net: number;
      }[];
      /** @description Solde dû par la plateforme au restaurant, depuis toujours jusqu’à la fin de la période (euros) */
      balance: number;
    };
    CourierEarnings: {
      /**
       * @description Premier jour (date locale, Europe/Paris)
       * @example 2026-04-14
       */
      from: string;
      /**
       * @description Dernier jour, compris
       * @example 2026-04-14
       */
      to: string;
      totals: {
        deliveries: number;
        /** @description Base de la course (minimum compris) (euros) */
        base: number;
        /** @description Part kilométrique (euros) */
        distance: number;
        /** @description Pourboires (euros) */
        tip: number;
        /** @description Rémunération : base + distance + pourboire (euros) */
        pay: number;
        /** @description Espèces encaissées auprès des clients (euros) */
        cash_collected: number;
        /** @description Rémunération moins espèces encaissées (euros) */
        net: number;
      };
      deliveries: {
        commande_id: string | null;
        /**
         * @description Jour local de la livraison
         * @example 2026-04-14
         */
        date: string;
        restaurant_name: string | null;
        distance_km: number | null;
        /** @description Base de la course (minimum compris) (euros) */
        base: number;
        /** @description Part kilométrique (euros) */
        distance: number;
        /** @description Pourboires (euros) */
        tip: number;
        /** @description Rémunération : base + distance + pourboire (euros) */
        pay: number;
        /** @description Espèces encaissées (euros) */
        cash_collected: number;
        /** @description Rémunération moins espèces encaissées (euros) */
        net: number;
      }[];
      by_day: {
        /**
         * @description Jour local
         * @example 2026-04-14
         */
        date: string;
        deliveries: number;
        /** @description Base de la course (minimum compris) (euros) */
        base: number;
        /** @description Part kilométrique (euros) */
        distance: number;
        /** @description Pourboires (euros) */
        tip: number;
        /** @description Rémunération : base + distance + pourboire (euros) */
        pay: number;
      }[];
      by_week: {
        /**
         * @description Lundi de la semaine (date locale)
         * @example 2026-04-14
         */
        week_start: string;
        deliveries: number;
        /** @description Base de la course (minimum compris) (euros) */
        base: number;
        /** @description Part kilométrique (euros) */
        distance: number;
        /** @description Pourboires (euros) */
        tip: number;
        /** @description Rémunération : base + distance + pourboire (euros) */
        pay: number;
      }[];
      /** @description Solde dû par la plateforme au livreur, depuis toujours jusqu’à la fin de la période (euros) */
      balance: number;
    };
    PlatformFinances: {
      /**
       * @description Premier jour (date locale, Europe/Paris)
       * @example 2026-04-14
       */
      from: string;
      /**
       * @description Dernier jour, compris
       * @example 2026-04-14
       */
      to: string;
      /** @description Plats vendus (commandes livrées) (euros) */
      gross_sales: number;
      /** @description Commissions (euros) */
      commission: number;
      /** @description Frais de livraison (euros) */
      delivery_fees: number;
      /** @description Pourboires (euros) */
      tips: number;
      /** @description Rémunération des livreurs (hors pourboires) (euros) */
      courier_pay: number;
      /** @description Réductions financées par la plateforme (euros) */
      promos_platform: number;
      /** @description Réductions financées par les restaurants (euros) */
      promos_restaurant: number;
      /** @description Remboursements aux clients (euros) */
      refunds: number;
      /** @description Paiements par carte reçus (euros) */
      payments_received: number;
      /** @description Espèces encaissées par les livreurs et les restaurants (euros) */
      cash_collected: number;
      /** @description Conservé sur les commandes annulées avec remboursement partiel (euros) */
      retained: number;
      /** @description Résultat de la plateforme : la somme de ses comptes (euros) */
      platform_net: number;
      restaurants: {
        restaurant_id: string;
        restaurant_name: string;
        /** @description Plats vendus dans la période (euros) */
        sales: number;
        /** @description Commission dans la période (euros) */
        commission: number;
        /** @description Dû pour la période (euros) */
        net: number;
        /** @description Dû depuis toujours jusqu’à la fin de la période (euros) */
        balance: number;
      }[];
      couriers: {
        livreur_id: string;
        livreur_name: string;
        deliveries: number;
        /** @description Rémunération et pourboires de la période (euros) */
        pay: number;
        /** @description Dû depuis toujours jusqu’à la fin de la période (euros) */
        balance: number;
      }[];
    };
    OrderReceipt: {
      commande_id: string;
      /** @description Numéro court : les 8 premiers caractères, en majuscules */
      number: string;
      restaurant_name: string;
      restaurant_address: string;
      client_name: string;
      delivery_address: string;
      /** @enum {string} */
      fulfillment: 'livraison' | 'a_emporter';
      created_at: string;
      /** @description Livrée ou récupérée (ISO) */
      delivered_at: string | null;
      /** @enum {string} */
      payment_mode: 'card' | 'cash';
      items: {
        name: string;
        quantity: number;
        /** @description Prix unitaire TTC, options comprises (euros) */
        unit_price: number;
        /** @description Total de la ligne TTC (euros) */
        total: number;
        options: string[];
      }[];
      /** @description Plats TTC (euros) */
      subtotal: number;
      /** @description Réduction du code promo (euros) */
      discount: number;
      /** @description Frais de livraison TTC (euros) */
      delivery_fee: number;
      /** @description Pourboire (euros) */
      tip: number;
      /** @description Total payé (euros) */
      total: number;
      /** @description Remboursé depuis (euros) */
      refunded: number;
      vat: {
        /** @enum {string} */
        label: 'Plats' | 'Livraison';
        /**
         * @description Taux de TVA (%)
         * @example 10
         */
        rate: number;
        /** @description Hors taxes (euros) */
        net: number;
        /** @description TVA (euros) */
        vat: number;
        /** @description TTC (euros) */
        gross: number;
      }[];
      /** @description TVA totale (euros) */
      vat_total: number;
      /** @description Mention du pourboire (null sans pourboire) */
      tip_note: string | null;
    };
    Commande: {
      id: string;
      client_id: string;
      client_name: string;
      restaurant_id: string;
      restaurant_name: string;
      /** @enum {string} */
      status: 'en_attente' | 'confirmee' | 'en_preparation' | 'prete' | 'en_livraison' | 'livree' | 'annulee';
      /** @enum {string} */
      payment_mode: 'card' | 'cash';
      /** @enum {string} */
      payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'not_applicable';
      created_at: string;
      updated_at: string;
      items: components['schemas']['CommandeItem'][];
      subtotal: number;
      delivery_fee: number;
      total_price: number;
      /** @description Remboursé au client ou en cours de remboursement (euros) : tout le total après un refus ou un délai dépassé, ce qu’a choisi un administrateur après son annulation */
      refunded_amount: number;
      delivery_address: string;
      notes: string | null;
      livraison_id: string | null;
      /** @description Heure (ISO) à laquelle la commande a atteint chacun de ses statuts */
      status_times: {
        en_attente?: string;
        confirmee?: string;
        en_preparation?: string;
        prete?: string;
        en_livraison?: string;
        livree?: string;
        annulee?: string;
      };
      /** @description Heure limite (ISO) pour accepter la commande, sinon elle est annulée (`delai_depasse`) ; null une fois acceptée, ou tant qu’une commande carte n’est pas payée */
      accept_by: string | null;
      /** @description Heure limite (ISO) du paiement d’une commande carte, sinon elle est annulée (`paiement_expire`) */
      payment_deadline: string | null;
      /** @description Temps de préparation choisi à l’acceptation, retards compris (minutes) */
      prep_minutes: number | null;
      /** @description Heure (ISO) à laquelle la commande sera prête (estimée) */
      ready_at: string | null;
      /** @description Heure de livraison annoncée à l’acceptation (ISO), repoussée par les retards */
      estimated_delivery_at: string | null;
      /**
       * @description Pourquoi la commande a été annulée
       * @enum {string|null}
       */
      cancel_reason:
        | 'rupture'
        | 'ferme'
        | 'surcharge'
        | 'hors_zone'
        | 'autre'
        | 'delai_depasse'
        | 'paiement_expire'
        | 'client'
        | 'admin'
        | null;
      /** @description Précision du restaurant ou de l’administrateur */
      cancel_message: string | null;
      /**
       * @description `systeme` : un délai dépassé
       * @enum {string|null}
       */
      cancelled_by: 'client' | 'restaurant' | 'admin' | 'systeme' | null;
      /** @description Confirmée, en préparation ou prête depuis plus de `COURIER_SEARCH_ALERT_S` secondes sans qu’aucun livreur ait accepté la livraison (calculé à la lecture). Jamais pour une commande à emporter ; pour une commande pour plus tard, compté à partir de sa proposition aux livreurs (45 minutes avant `ready_at`) */
      courier_alert: boolean;
      /**
       * @description `livraison` (défaut) ou `a_emporter` : sans frais de livraison ni livreur, retirée au restaurant
       * @enum {string}
       */
      fulfillment: 'livraison' | 'a_emporter';
      /** @description Commande pour plus tard : heure (ISO) de livraison ou de retrait choisie par le client (un créneau de 15 minutes) ; null : dès que possible */
      scheduled_for: string | null;
      /** @description Adresse du restaurant (celle du retrait à emporter) */
      restaurant_address: string;
      review: components['schemas']['CommandeReviewSummary'];
      /** @description Pourboire (euros), compris dans `total_price`, entièrement pour le livreur */
      tip: number;
      /** @description Réduction du code promo (euros), calculée par le serveur et déduite de `total_price` : total = sous-total + livraison + pourboire − réduction */
      discount: number;
      /** @description Le code promo appliqué (majuscules), ou null */
      promo_code: string | null;
      /** @description Code de livraison (4 chiffres, tiré à la confirmation) : seulement dans `GET /commandes/{id}` et le suivi, pour le client de la commande et les administrateurs */
      delivery_pin?: string | null;
    };
    CommandeItem: {
      /** @description null si le plat a été supprimé depuis */
      plat_id: string | null;
      plat_name: string;
      quantity: number;
      /** @description Prix unitaire au moment de la commande (euros) */
      price: number;
      subtotal: number;
      /** @description Options choisies (noms et suppléments au moment de la commande, déjà compris dans `price`) */
      options: components['schemas']['CommandeItemOption'][];
    };
    CommandeItemOption: {
      option_id: string;
      group_name: string;
      name: string;
      /** @description Supplément unitaire (euros) */
      price_delta: number;
    };
    /** @description L’avis laissé par le client sur cette commande (détail : `GET /commandes/{id}/review`), ou null */
    CommandeReviewSummary: {
      id: string;
      rating: number;
      created_at: string;
    } | null;
    /**
     * @description `amount_cents` : le montant remboursé, en **centimes** (entier de 1 à 1 000 000) ; `reason` : le motif, 1 à 300 caractères (espaces retirés), gardé dans le grand livre.
     * @example {
     *       "amount_cents": 450,
     *       "reason": "Pastels manquants dans la commande"
     *     }
     */
    RestaurantRefundPayload: {
      amount_cents: number;
      reason: string;
    };
    LedgerCheck: {
      /** @description Aucune transaction déséquilibrée, somme de toutes les lignes nulle et aucun écart avec le prestataire */
      balanced: boolean;
      /** @description Nombre de transactions du grand livre */
      transactions: number;
      /** @description Nombre de lignes */
      entries: number;
      /** @description Les transactions dont les lignes ne s’annulent pas (500 au plus, les plus anciennes d’abord) */
      unbalanced: components['schemas']['LedgerUnbalancedTransaction'][];
      /** @description Nombre de transactions déséquilibrées */
      unbalanced_count: number;
      /** @description Somme de toutes les lignes (euros) : 0 quand tout est juste */
      total: number;
      provider: components['schemas']['LedgerProviderCheck'];
      accounts: components['schemas']['LedgerAccountBalance'][];
      /** @description Heure du contrôle (ISO 8601 UTC) */
      checked_at: string;
    };
    LedgerUnbalancedTransaction: {
      transaction_id: string;
      /** @enum {string} */
      kind: 'payment' | 'delivery' | 'refund' | 'cancellation';
      commande_id: string | null;
      /** @description Somme de ses lignes (euros), non nulle */
      sum: number;
    };
    LedgerProviderCheck: {
      /** @description Solde du compte `provider` (euros) */
      ledger: number;
      /** @description Ce que le prestataire de paiement a encaissé moins ce qu’il a remboursé (euros) : paiements `succeeded` ou `refunded`, montant − remboursé */
      recorded: number;
      /** @description `ledger` − `recorded` (euros) : 0 quand tout est juste */
      difference: number;
    };
    LedgerAccountBalance: {
      /**
       * @description Un compte de la plateforme (`provider`, `escrow`, `platform:…`), ou `restaurants` / `couriers` : tous les restaurants, tous les livreurs
       * @example platform:commission
       */
      account: string;
      /**
       * @description Solde (euros) : débits − crédits. Négatif pour ce que la plateforme doit (restaurants, livreurs, séquestre) ou a gagné (commission, frais de livraison)
       * @example -125.4
       */
      balance: number;
    };
    AuthResult: components['schemas']['TokenPair'] & {
      user: components['schemas']['User'];
      /**
       * @description Page d’accueil selon le rôle
       * @example /client/explorer
       */
      redirect: string;
    };
    User: {
      id: string;
      name: string;
      email: string;
      phone: string;
      address: string | null;
      /** @enum {string} */
      role: 'client' | 'restaurateur' | 'livreur' | 'admin';
      is_active: boolean;
      /** @description Compte approuvé : d’office pour les clients, par un administrateur pour les restaurateurs et livreurs */
      is_verified: boolean;
      /** @description Adresse email prouvée : le lien envoyé à l’inscription (ou par `POST /auth/email/resend`) a été suivi, ou un mot de passe a été réinitialisé par le lien envoyé à cette adresse */
      email_verified: boolean;
      /**
       * @description Langue de l’utilisateur (`fr` par défaut) : ses e-mails et notifications, et les écrans une fois connecté
       * @enum {string}
       */
      locale: 'fr' | 'en';
      created_at: string;
      /** @description Présent seulement après un rejet */
      rejection_reason?: string;
      /** @description Restaurateurs et livreurs en attente de validation (ou rejetés) seulement : liens signés de téléchargement, valables 10 minutes */
      documents?: {
        license?: string;
        id_card?: string;
        commerce_register?: string;
        driver_license?: string;
        insurance?: string;
      };
    };
    TokenPair: {
      access_token: string;
      refresh_token: string;
      /** @enum {string} */
      token_type: 'bearer';
      /**
       * @description Durée de vie du jeton d’accès (secondes)
       * @example 900
       */
      expires_in: number;
    };
    RegisterPayload: {
      /**
       * Format: email
       * @description Normalisé (espaces retirés, minuscules)
       * @example client@teranga.test
       */
      email: string;
      /**
       * @description Au moins 6 caractères, pas uniquement des espaces, sans caractère de contrôle ni invisible, absent de la liste des mots de passe courants
       * @example teranga123
       */
      password: string;
      /** @example Aminata Ndiaye */
      name: string;
      /** @example 06 12 34 56 78 */
      phone: string;
      /** @example 12 Rue des Poissonniers, 75018 Paris */
      address?: string | null;
      /**
       * @description admin n’est jamais accepté
       * @default client
       * @enum {string}
       */
      role?: 'client' | 'restaurateur' | 'livreur';
      /**
       * @description La langue dans laquelle le visiteur s’inscrit ; absente : celle d’`Accept-Language` (`fr` par défaut)
       * @example fr
       * @enum {string}
       */
      locale?: 'fr' | 'en';
    };
    LoginPayload: {
      /** @example client@teranga.test */
      email: string;
      /** @example teranga123 */
      password: string;
    };
    NotificationPreferences: {
      /** @description E-mails sur mes commandes */
      email: boolean;
      /** @description Notifications push sur les navigateurs abonnés (`POST /push/subscriptions`) */
      push: boolean;
    };
    AccountMessage: {
      /**
       * @description Dans la langue d’`Accept-Language` (français par défaut)
       * @example Votre adresse email est vérifiée.
       */
      message: string;
    };
    ForgotPasswordPayload: {
      /**
       * Format: email
       * @example client@teranga.test
       */
      email: string;
    };
    ResetPasswordPayload: {
      /**
       * @description Le jeton du lien reçu par e-mail (paramètre `token` de son adresse)
       * @example q3Zr…
       */
      token: string;
      /** @description Le nouveau mot de passe (mêmes règles qu’à l’inscription) */
      password: string;
    };
    AccountLinkTokenPayload: {
      /**
       * @description Le jeton du lien reçu par e-mail (paramètre `token` de son adresse)
       * @example q3Zr…
       */
      token: string;
    };
    ProfileUpdatePayload: {
      /** @example Aminata Ndiaye */
      name?: string;
      /**
       * Format: email
       * @description Normalisé (espaces retirés, minuscules)
       * @example client@teranga.test
       */
      email?: string;
      /** @example 06 12 34 56 78 */
      phone?: string;
      /** @example 12 Rue des Poissonniers, 75018 Paris */
      address?: string | null;
      /**
       * @description Langue de l’utilisateur : `fr` ou `en`
       * @example fr
       * @enum {string}
       */
      locale?: 'fr' | 'en';
      current_password?: string | null;
      new_password?: string | null;
      confirm_password?: string | null;
    };
    RefreshPayload: {
      refresh_token: string;
    };
    Restaurant: {
      id: string;
      owner_id: string;
      name: string;
      description: string;
      /** @description Chemin relatif à l’API (/api/static/… ou /api/uploads/…) */
      image_url: string | null;
      /**
       * @example [
       *       "Sénégalais",
       *       "Africain"
       *     ]
       */
      categories: string[];
      /** @description Prend les commandes : ouvert par son restaurateur, et le compte de celui-ci actif, restaurateur et validé (sinon fermé, quoi qu’en dise le restaurateur) */
      is_open: boolean;
      rating: number;
      total_reviews: number;
      /** @description Minutes */
      delivery_time: number;
      /** @description Temps de préparation habituel (minutes) : celui d’une commande acceptée sans en préciser */
      prep_minutes: number;
      /** @description Fermé par la plateforme : `auto` (commandes laissées sans réponse), `admin` ; null sinon, et dès que le restaurateur rouvre */
      paused_reason: string | null;
      /** @description Depuis quand (ISO) le restaurant est en pause ; null sans pause */
      paused_at: string | null;
      /** @description Euros */
      delivery_fee: number;
      /** @description Euros */
      min_order: number;
      location: {
        address: string;
        latitude: number | null;
        longitude: number | null;
      };
      created_at: string;
      /**
       * @description Fuseau IANA des horaires
       * @example Europe/Paris
       */
      time_zone: string;
      /** @description Plages hebdomadaires ; vide : pas d’horaires, l’interrupteur seul décide */
      opening_hours: components['schemas']['OpeningRange'][];
      /** @description Fermetures exceptionnelles (jours entiers, inclus) */
      closures: components['schemas']['Closure'][];
      /** @description Mode affluence : minutes ajoutées à la préparation (10, 20, 30) ; null sinon */
      busy_minutes: number | null;
      /** @description Fin (ISO) du mode affluence ; null sans mode affluence ou une fois passée */
      busy_until: string | null;
      /** @description Ouvert maintenant : `is_open` (interrupteur, pas de pause, propriétaire en règle) ET les horaires ET aucune fermeture exceptionnelle aujourd’hui */
      is_open_now: boolean;
      /** @description Prochaine ouverture (ISO), dans les 14 jours ; null si ouvert maintenant, fermé par l’interrupteur ou une pause, ou sans ouverture dans ce délai */
      next_opening_at: string | null;
      /** @description Fin (ISO) de la période d’ouverture en cours (plages contiguës fusionnées) ; null si fermé, ou sans fin prévue (pas d’horaires ni de fermeture à venir) */
      closes_at: string | null;
    };
    OpeningRange: {
      /**
       * @description 1 = lundi … 7 = dimanche
       * @example 1
       */
      day: number;
      /**
       * @description Heure locale HH:MM
       * @example 11:30
       */
      open: string;
      /**
       * @description Heure locale HH:MM ; pas après l’ouverture : le lendemain (00:00 = minuit)
       * @example 14:30
       */
      close: string;
    };
    Closure: {
      /**
       * @description Premier jour fermé (AAAA-MM-JJ, local)
       * @example 2026-12-24
       */
      from: string;
      /**
       * @description Dernier jour fermé, inclus
       * @example 2026-12-26
       */
      to: string;
      /** @example Fêtes de fin d’année */
      reason: string;
    };
    RestaurantCreatePayload: {
      /** @example Chez Fatou */
      name: string;
      /** @example Cuisine sénégalaise familiale */
      description: string;
      /** @example 14 Rue des Poissonniers, 75018 Paris */
      address: string;
      /**
       * @description Minutes
       * @example 35
       */
      delivery_time: number;
      /**
       * @description Temps de préparation habituel (minutes), proposé à chaque commande acceptée
       * @example 20
       */
      prep_minutes?: number;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      delivery_fee: number;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      min_order: number;
      /**
       * @example [
       *       "Sénégalais",
       *       "Africain"
       *     ]
       */
      categories: string[];
      /** @example /api/uploads/3f2a….webp */
      image_url?: string | null;
      /** @description Facultatif : sinon déduit du code postal */
      latitude?: number;
      longitude?: number;
      /** @description Administrateur seulement : le restaurateur propriétaire */
      owner_id?: string;
    };
    RestaurantUpdatePayload: {
      /** @example Chez Fatou */
      name?: string;
      /** @example Cuisine sénégalaise familiale */
      description?: string;
      /** @example 14 Rue des Poissonniers, 75018 Paris */
      address?: string;
      /**
       * @description Minutes
       * @example 35
       */
      delivery_time?: number;
      /**
       * @description Temps de préparation habituel (minutes), proposé à chaque commande acceptée
       * @example 20
       */
      prep_minutes?: number;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      delivery_fee?: number;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      min_order?: number;
      /**
       * @example [
       *       "Sénégalais",
       *       "Africain"
       *     ]
       */
      categories?: string[];
      /** @example /api/uploads/3f2a….webp */
      image_url?: string | null;
      /** @description Facultatif : sinon déduit du code postal */
      latitude?: number;
      longitude?: number;
    };
    /**
     * @description `opening_hours` : plages hebdomadaires (`day` 1 = lundi … 7 = dimanche, heures locales HH:MM ; une fermeture pas après l’ouverture passe minuit, 00:00 = minuit ; au plus 4 par jour, sans chevauchement). `closures` : fermetures exceptionnelles, jours entiers de `from` à `to` inclus (au plus 30, motif de 200 caractères au plus). `time_zone` : fuseau IANA (inchangé si absent ; Europe/Paris par défaut).
     * @example {
     *       "opening_hours": [
     *         {
     *           "day": 1,
     *           "open": "11:30",
     *           "close": "14:30"
     *         },
     *         {
     *           "day": 1,
     *           "open": "18:30",
     *           "close": "23:00"
     *         },
     *         {
     *           "day": 5,
     *           "open": "18:00",
     *           "close": "02:00"
     *         }
     *       ],
     *       "closures": [
     *         {
     *           "from": "2026-12-24",
     *           "to": "2026-12-26",
     *           "reason": "Fêtes de fin d’année"
     *         }
     *       ],
     *       "time_zone": "Europe/Paris"
     *     }
     */
    RestaurantHoursPayload: {
      opening_hours: {
        day: number;
        /**
         * @description Heure locale HH:MM (00:00–23:59)
         * @example 11:30
         */
        open: string;
        /**
         * @description Heure locale HH:MM ; pas après l’ouverture : le lendemain ; 00:00 = minuit
         * @example 14:30
         */
        close: string;
      }[];
      closures: {
        /**
         * @description Premier jour fermé (AAAA-MM-JJ, local)
         * @example 2026-12-24
         */
        from: string;
        /**
         * @description Dernier jour fermé, inclus
         * @example 2026-12-26
         */
        to: string;
        /** @default  */
        reason?: string;
      }[];
      /**
       * @description Fuseau IANA (inchangé si absent)
       * @example Europe/Paris
       */
      time_zone?: string;
    };
    /**
     * @description `minutes` : 10, 20, 30 ; `until` : fin (ISO 8601 avec fuseau), dans le futur et dans les 24 heures.
     * @example {
     *       "minutes": 20,
     *       "until": "2026-05-04T21:00:00Z"
     *     }
     */
    BusyModePayload: {
      /** @enum {integer} */
      minutes: 10 | 20 | 30;
      /**
       * Format: date-time
       * @description Fin du mode affluence, avec fuseau
       */
      until: string;
    };
    RestaurantSlots: {
      date: string;
      time_zone: string;
      /** @enum {string} */
      fulfillment: 'livraison' | 'a_emporter';
      /** @description Préparation + mode affluence + trajet (livraison) : délai minimal avant un créneau */
      lead_minutes: number;
      slots: components['schemas']['Slot'][];
    };
    Slot: {
      /**
       * @description Instant du créneau (ISO, UTC)
       * @example 2026-05-04T10:30:00.000Z
       */
      at: string;
      /**
       * @description Heure locale HH:MM
       * @example 12:30
       */
      label: string;
    };
    Plat: {
      id: string;
      restaurant_id: string;
      name: string;
      description: string;
      image_url: string | null;
      /**
       * @description Euros
       * @example 12.9
       */
      price: number;
      /** @description Nom de la catégorie (texte) */
      category: string;
      is_available: boolean;
      is_vegetarian: boolean;
      is_vegan: boolean;
      is_spicy: boolean;
      /** @description Unités vendues (commandes non annulées) */
      popular_count: number;
      ingredients: string[];
      allergens: ('gluten' | 'lactose' | 'nuts' | 'eggs' | 'fish' | 'shellfish' | 'soy' | 'sesame')[];
      /** @description Minutes */
      preparation_time: number | null;
      /** @description Groupes d’options, dans l’ordre du menu (`[]` : aucune option) */
      option_groups: components['schemas']['PlatOptionGroup'][];
      created_at: string;
      updated_at: string;
    };
    PlatOptionGroup: {
      id: string;
      /** @example Accompagnement */
      name: string;
      /** @description Options à choisir au moins */
      min: number;
      /** @description Options à choisir au plus */
      max: number;
      options: components['schemas']['PlatOption'][];
    };
    PlatOption: {
      id: string;
      name: string;
      /**
       * @description Supplément en euros (0 : inclus)
       * @example 2
       */
      price_delta: number;
      /** @description false : gardée sur le plat mais impossible à commander */
      is_available: boolean;
    };
    PlatCreatePayload: {
      restaurant_id: string;
      /** @example Yassa poulet */
      name: string;
      /** @example Poulet mariné au citron, oignons confits, riz blanc */
      description: string;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      price: number;
      /** @example Plats */
      category: string;
      /** @example /api/uploads/3f2a….webp */
      image_url?: string | null;
      /**
       * @default []
       * @example [
       *       "nuts"
       *     ]
       */
      allergens?: ('gluten' | 'lactose' | 'nuts' | 'eggs' | 'fish' | 'shellfish' | 'soy' | 'sesame')[];
      /**
       * @default []
       * @example [
       *       "poulet",
       *       "oignons",
       *       "citron"
       *     ]
       */
      ingredients?: string[];
      /**
       * @description Minutes, ou null
       * @default null
       */
      preparation_time?: number | null;
      /** @default true */
      is_available?: boolean;
      /** @default false */
      is_vegetarian?: boolean;
      /** @default false */
      is_vegan?: boolean;
      /** @default false */
      is_spicy?: boolean;
      /**
       * @description Groupes d’options dans l’ordre voulu (10 au plus, 20 options au plus chacun, noms de 60 caractères au plus, uniques). Le client choisit entre `min` et `max` options d’un groupe (0 ≤ min ≤ max, 1 ≤ max ≤ nombre d’options). `price_delta` : supplément en euros, 0 à 100, 2 décimales au plus (0 si absent). `is_available: false` garde l’option sans qu’on puisse la commander. Un `id` de groupe ou d’option que le plat a déjà est conservé ; tout autre `id` (ou aucun) en reçoit un nouveau.
       * @default []
       * @example [
       *       {
       *         "name": "Accompagnement",
       *         "min": 1,
       *         "max": 1,
       *         "options": [
       *           {
       *             "name": "Attiéké",
       *             "price_delta": 0
       *           },
       *           {
       *             "name": "Alloco",
       *             "price_delta": 2
       *           }
       *         ]
       *       }
       *     ]
       */
      option_groups?: {
        id?: string | null;
        name: string;
        min: number;
        max: number;
        options: {
          id?: string | null;
          name: string;
          /** @default 0 */
          price_delta?: number;
          /** @default true */
          is_available?: boolean;
        }[];
      }[];
    };
    PlatUpdatePayload: {
      /** @example Yassa poulet */
      name?: string;
      /** @example Poulet mariné au citron, oignons confits, riz blanc */
      description?: string;
      /**
       * @description Euros (au plus 2 décimales)
       * @example 12.5
       */
      price?: number;
      /** @example Plats */
      category?: string;
      /** @example /api/uploads/3f2a….webp */
      image_url?: string | null;
      /**
       * @example [
       *       "nuts"
       *     ]
       */
      allergens?: ('gluten' | 'lactose' | 'nuts' | 'eggs' | 'fish' | 'shellfish' | 'soy' | 'sesame')[];
      /**
       * @example [
       *       "poulet",
       *       "oignons",
       *       "citron"
       *     ]
       */
      ingredients?: string[];
      /** @description Minutes, ou null */
      preparation_time?: number | null;
      is_available?: boolean;
      is_vegetarian?: boolean;
      is_vegan?: boolean;
      is_spicy?: boolean;
      /**
       * @description Groupes d’options dans l’ordre voulu (10 au plus, 20 options au plus chacun, noms de 60 caractères au plus, uniques). Le client choisit entre `min` et `max` options d’un groupe (0 ≤ min ≤ max, 1 ≤ max ≤ nombre d’options). `price_delta` : supplément en euros, 0 à 100, 2 décimales au plus (0 si absent). `is_available: false` garde l’option sans qu’on puisse la commander. Un `id` de groupe ou d’option que le plat a déjà est conservé ; tout autre `id` (ou aucun) en reçoit un nouveau.
       * @example [
       *       {
       *         "name": "Accompagnement",
       *         "min": 1,
       *         "max": 1,
       *         "options": [
       *           {
       *             "name": "Attiéké",
       *             "price_delta": 0
       *           },
       *           {
       *             "name": "Alloco",
       *             "price_delta": 2
       *           }
       *         ]
       *       }
       *     ]
       */
      option_groups?: {
        id?: string | null;
        name: string;
        min: number;
        max: number;
        options: {
          id?: string | null;
          name: string;
          /** @default 0 */
          price_delta?: number;
          /** @default true */
          is_available?: boolean;
        }[];
      }[];
    };
    Category: {
      id: string;
      name: string;
      restaurant_id: string;
      created_at: string;
      /** @description Nombre de plats de cette catégorie */
      dish_count: number;
    };
    CategoryCreatePayload: {
      /** @example Desserts */
      name: string;
      restaurant_id: string;
    };
    UploadResult: {
      /** @example /api/uploads/0f3c9a1d2b4e5f60718293a4b5c6d7e8.webp */
      url: string;
    };
    OrderCreatePayload: {
      restaurant_id: string;
      items: components['schemas']['OrderItemPayload'][];
      /**
       * @description Obligatoire en livraison ; ignorée à emporter (l’adresse retenue est celle du restaurant)
       * @example 8 Rue de Clignancourt, 75018 Paris
       */
      delivery_address?: string;
      /**
       * @default livraison
       * @enum {string}
       */
      fulfillment?: 'livraison' | 'a_emporter';
      /** @description Commande pour plus tard : un créneau de `GET /restaurants/{id}/slots` (heure ISO de livraison ou de retrait) ; absent ou null : dès que possible */
      scheduled_for?: string | null;
      notes?: string | null;
      /**
       * @default card
       * @enum {string}
       */
      payment_mode?: 'card' | 'cash';
      /**
       * @description Pourboire (euros, 0 à 20, au centime près), pour le livreur : compris dans le paiement par carte ou réglé en espèces. Refusé (422) sur une commande à emporter.
       * @default 0
       */
      tip?: number;
      /** @description Code promo (insensible à la casse). Le serveur calcule seul la réduction (`discount` de la réponse) ; un code qui ne s’applique pas : 422 avec la raison, rien n’est écrit. */
      promo_code?: string | null;
    };
    OrderItemPayload: {
      plat_id: string;
      quantity: number;
      /**
       * @description Options choisies (ids des `option_groups` du plat) : le serveur vérifie le minimum et le maximum de chaque groupe et leur disponibilité, et calcule le prix
       * @default []
       */
      option_ids?: string[];
      /** @description Ignoré : le nom vient de la base */
      plat_name?: string;
      /** @description Ignoré : le prix vient de la base */
      price?: number;
      /** @description Ignoré : recalculé par le serveur */
      subtotal?: number;
    };
    Suivi: {
      commande: components['schemas']['Commande'];
      restaurant: {
        address: string;
        latitude: number | null;
        longitude: number | null;
        id: string;
        name: string;
      };
      destination: {
        address: string;
        latitude: number | null;
        longitude: number | null;
      };
      livraison: components['schemas']['SuiviLivraison'] | null;
      /** @description Livraison estimée (ISO) ; l’heure réelle une fois livrée ; null si annulée */
      estimated_delivery_at: string | null;
      /** @description Arrivée estimée du livreur au restaurant, tant qu’il y va (livraison acceptée et position connue) */
      courier_arrival_at: string | null;
    };
    SuiviLivraison: {
      id: string;
      /** @enum {string} */
      status: 'en_attente' | 'acceptee' | 'en_cours' | 'livree' | 'annulee';
      /** @description Prénom du livreur une fois la livraison acceptée */
      livreur_first_name: string | null;
      last_latitude: number | null;
      last_longitude: number | null;
      pickup_time: string | null;
      delivery_time: string | null;
      distance_km: number | null;
      pin_locked: boolean;
    };
    /**
     * @description Temps de préparation (5 à 120 minutes) ; absent : celui du restaurant (`prep_minutes`).
     * @example {
     *       "prep_minutes": 20
     *     }
     */
    AcceptOrderPayload: {
      prep_minutes?: number;
    };
    /**
     * @description `reason` : rupture, ferme, surcharge, hors_zone, autre ; `message` (300 caractères au plus) obligatoire pour `autre`.
     * @example {
     *       "reason": "rupture",
     *       "message": "Plus de thiéboudienne ce soir"
     *     }
     */
    RefuseOrderPayload: {
      /** @enum {string} */
      reason: 'rupture' | 'ferme' | 'surcharge' | 'hors_zone' | 'autre';
      message?: string | null;
    };
    /**
     * @description `minutes` : 5, 10, 15.
     * @example {
     *       "minutes": 10
     *     }
     */
    DelayOrderPayload: {
      /** @enum {integer} */
      minutes: 5 | 10 | 15;
    };
    RestaurantAnalytics: {
      period_days: number;
      summary: {
        /** @description Euros */
        total_revenue: number;
        total_orders: number;
        /** @description Euros */
        avg_order_value: number;
        /**
         * @example {
         *       "livree": 42,
         *       "annulee": 3
         *     }
         */
        orders_by_status: {
          en_attente?: number;
          confirmee?: number;
          en_preparation?: number;
          prete?: number;
          en_livraison?: number;
          livree?: number;
          annulee?: number;
        };
      };
      popular_dishes: {
        id: string;
        name: string;
        count: number;
        /** @description Euros */
        revenue: number;
      }[];
      daily: {
        /** @example 2025-01-31 */
        date: string;
        revenue: number;
        orders: number;
      }[];
    };
    DriverAnalytics: {
      period_days: number;
      summary: {
        /** @description Livraisons attribuées créées pendant la période (tous statuts) */
        total_deliveries: number;
        /** @description Dont livrées */
        completed_deliveries: number;
        /** @description Distance cumulée des livraisons livrées (km, 1 décimale) */
        total_distance_km: number;
        /** @description Moyenne de delivery_time − pickup_time des livraisons livrées (minutes, 1 décimale ; 0 sans donnée) */
        avg_delivery_time_minutes: number;
      };
    };
    AdminStats: {
      totalUsers: number;
      clients: number;
      restaurateurs: number;
      livreurs: number;
      admins: number;
      /** @description Restaurateurs et livreurs ni validés ni rejetés */
      pendingValidations: number;
    };
    PendingUser: components['schemas']['User'] & {
      /** @description Justificatif → lien signé `/api/documents/<userId>/<key>?expires=…&signature=…` (10 min) */
      documents: {
        license?: string;
        id_card?: string;
        commerce_register?: string;
        driver_license?: string;
        insurance?: string;
      };
    };
    AdminRolePayload: {
      /** @enum {string} */
      role: 'client' | 'restaurateur' | 'livreur' | 'admin';
    };
    AdminStatusPayload: {
      is_active: boolean;
    };
    AdminRejectPayload: {
      /** @example Informations incomplètes ou ne répondant pas aux critères requis. */
      reason: string;
    };
    AdminCancelPayload: {
      /** @example Client injoignable, commande annulée à la demande du restaurant */
      reason: string;
      /**
       * @description Montant à rembourser, en centimes (défaut : tout ce qui a été payé et pas encore remboursé ; 0 : aucun remboursement)
       * @example 1250
       */
      refund_cents?: number;
    };
    Livraison: {
      id: string;
      commande_id: string;
      livreur_id: string | null;
      /** @enum {string} */
      status: 'en_attente' | 'acceptee' | 'en_cours' | 'livree' | 'annulee';
      pickup_address: string;
      delivery_address: string;
      /** @description Distance routière estimée (km, 1 décimale), null si inconnue */
      distance_km: number | null;
      estimated_time_minutes: number | null;
      /** @description Heure de prise en charge (passage en_cours) */
      pickup_time: string | null;
      /** @description Heure de livraison (passage livree) */
      delivery_time: string | null;
      last_latitude: number | null;
      last_longitude: number | null;
      restaurant_id: string;
      restaurant_name: string;
      /**
       * @description Statut actuel de la commande
       * @enum {string}
       */
      commande_status: 'en_attente' | 'confirmee' | 'en_preparation' | 'prete' | 'en_livraison' | 'livree' | 'annulee';
      /** @description Trop de codes de livraison faux : seul un administrateur peut la terminer */
      pin_locked: boolean;
      /**
       * @description Téléphone du client, tel qu’il l’a saisi. Seulement pour le livreur (validé) à qui la livraison est attribuée, tant qu’elle est en cours (`acceptee` ou `en_cours`) : null partout ailleurs (livraisons disponibles, historique, après la livraison ou l’annulation, autres livreurs, administrateurs).
       * @example 06 12 34 56 78
       */
      client_phone: string | null;
      /**
       * @description Téléphone du restaurant (celui de son restaurateur). Seulement pour le livreur (validé) à qui la livraison est attribuée, tant qu’elle est en cours (`acceptee` ou `en_cours`) : null partout ailleurs (livraisons disponibles, historique, après la livraison ou l’annulation, autres livreurs, administrateurs).
       * @example 01 42 00 00 00
       */
      restaurant_phone: string | null;
      created_at: string;
      updated_at: string;
      /** @description La commande livrée, telle que `GET /commandes/{id}` la renvoie (null seulement si elle n’existe plus) */
      commande: components['schemas']['Commande'] | null;
    };
    AdminAssignPayload: {
      /** @example 4f9c1a52-3b8e-4d6f-9a1c-2e7b5d8f0a13 */
      livreur_id: string;
    };
    AuditEntry: {
      id: string;
      /** @description null si le compte de l’administrateur a été supprimé */
      actor_id: string | null;
      actor_name: string | null;
      /** @enum {string} */
      action:
        | 'commande.cancel'
        | 'livraison.assign'
        | 'restaurant.pause'
        | 'restaurant.reopen'
        | 'restaurant.delete'
        | 'user.role'
        | 'user.status'
        | 'user.verify'
        | 'user.reject'
        | 'review.hide'
        | 'review.unhide'
        | 'settings.update'
        | 'restaurant.commission';
      /** @enum {string} */
      target_type: 'commande' | 'livraison' | 'restaurant' | 'user' | 'review' | 'settings';
      target_id: string;
      /** @description Le compte ou le restaurant visé ; pour une commande, une livraison ou un avis, « restaurant · client » ; lu au moment de la lecture, null si la cible n’existe plus */
      target_name: string | null;
      reason: string | null;
      /** @description Les valeurs modifiées, avant */
      before: {
        [key: string]: unknown;
      } | null;
      /** @description Les mêmes valeurs, après */
      after: {
        [key: string]: unknown;
      } | null;
      created_at: string;
    };
    LivraisonSummary: {
      /** @description Toutes les livraisons (tous statuts) */
      total: number;
      /** @description Dont livrées */
      completed: number;
      /** @description Distance cumulée des livraisons livrées (km, 1 décimale) */
      completed_distance_km: number;
      by_status: {
        en_attente: number;
        acceptee: number;
        en_cours: number;
        livree: number;
        annulee: number;
      };
    };
    LivraisonPin: {
      /**
       * @description Le code de livraison que le client donne au livreur
       * @example 4821
       */
      pin?: string;
    } | null;
    LivraisonLocation: {
      /** @example 48.8867 */
      latitude: number;
      /** @example 2.3431 */
      longitude: number;
    };
    PaymentConfig: {
      /** @enum {string} */
      provider: 'stripe' | 'test';
      /** @description Clé publique Stripe (mode stripe seulement) */
      publishable_key?: string;
    };
    PaymentIntent: {
      client_secret: string;
      payment_intent_id: string;
      /** @description Montant en euros (total de la commande côté serveur) */
      amount: number;
      /** @example eur */
      currency: string;
    };
    TestCardResult: {
      /** @example succeeded */
      status: string;
      /** @example Votre carte a été refusée. */
      error?: string;
    };
    TestCardPayload: {
      client_secret: string;
      card_number: string;
      exp_month: number;
      exp_year: number;
      cvc: string;
    };
    PushPublicKey: {
      /**
       * @description Clé publique VAPID (base64url), l’`applicationServerKey` de `pushManager.subscribe()`
       * @example BE_gtMN-CD1xvYvLqcjFecF1hNbqCF1SbYCkxhqm8caxCSBu-EzwNXxpwlgRJAyyZrk-Mj8qDhmXDvK8LvlYBz0
       */
      public_key: string;
    };
    PushSubscriptionPayload: {
      /**
       * Format: uri
       * @description URL du service push du navigateur (`PushSubscription.endpoint`)
       */
      endpoint: string;
      keys: {
        /** @description Clé publique ECDH du navigateur (P-256 non compressée, base64url) */
        p256dh: string;
        /** @description Secret d’authentification du navigateur (16 octets, base64url) */
        auth: string;
      };
    };
    PushUnsubscribePayload: {
      endpoint: string;
    };
    Review: {
      id: string;
      commande_id: string;
      restaurant_id: string;
      /** @description Note du restaurant, 1 à 5 */
      rating: number;
      comment: string | null;
      /**
       * @description Pouce levé (`up`) ou baissé (`down`) pour le livreur ; null sans avis (ou à emporter)
       * @enum {string|null}
       */
      courier_rating: 'up' | 'down' | null;
      /** @description La réponse du restaurant (une seule) */
      reply: string | null;
      replied_at: string | null;
      /** @description Masqué par la modération : ni affiché ni compté */
      hidden: boolean;
      created_at: string;
      /** @description Dernière modification par le client */
      updated_at: string;
      /** @description Jusqu’à quand (ISO) le client peut le modifier : 7 jours après sa création */
      editable_until: string;
    };
    /**
     * @description `rating` : entier de 1 à 5 ; `comment` : 1000 caractères au plus (espaces retirés, vide ou absent : aucun) ; `courier_rating` : up ou down, seulement pour une commande livrée par un livreur.
     * @example {
     *       "rating": 5,
     *       "comment": "Thiéboudienne excellente, livrée bien chaude !",
     *       "courier_rating": "up"
     *     }
     */
    ReviewPayload: {
      rating: number;
      comment?: string | null;
      /** @enum {string|null} */
      courier_rating?: 'up' | 'down' | null;
    };
    RestaurantReviews: {
      /**
       * @description Moyenne des avis visibles, à 0,1 près (0 sans avis)
       * @example 4.6
       */
      rating: number;
      /** @description Nombre d’avis visibles */
      total_reviews: number;
      items: components['schemas']['PublicReview'][];
      /** @description À renvoyer tel quel dans `cursor` pour la page suivante ; null sur la dernière page */
      next_cursor: string | null;
    };
    PublicReview: {
      id: string;
      rating: number;
      comment: string | null;
      /**
       * @description Prénom et initiale du nom du client
       * @example Awa S.
       */
      client_name: string;
      created_at: string;
      updated_at: string;
      reply: string | null;
      replied_at: string | null;
    };
    /**
     * @description La réponse du restaurant, 1 à 1000 caractères.
     * @example {
     *       "reply": "Merci Awa, à très bientôt chez nous !"
     *     }
     */
    ReviewReplyPayload: {
      reply: string;
    };
    CourierReviewSummary: {
      livreur_id: string;
      /** @description Pouces levés (avis visibles) */
      up: number;
      /** @description Pouces baissés (avis visibles) */
      down: number;
    };
    AdminReview: {
      id: string;
      commande_id: string;
      restaurant_id: string;
      restaurant_name: string;
      client_id: string;
      client_name: string;
      livreur_id: string | null;
      rating: number;
      comment: string | null;
      /** @enum {string|null} */
      courier_rating: 'up' | 'down' | null;
      reply: string | null;
      replied_at: string | null;
      hidden: boolean;
      hidden_at: string | null;
      /** @description L’administrateur qui l’a masqué */
      hidden_by: string | null;
      hidden_reason: string | null;
      created_at: string;
      updated_at: string;
    };
    /**
     * @description Le motif du masquage, 1 à 300 caractères (inscrit au journal d’audit).
     * @example {
     *       "reason": "Propos injurieux envers le personnel"
     *     }
     */
    HideReviewPayload: {
      reason: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Service opérationnel */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  getPlatformSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Paramètres */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformSettings'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePlatformSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlatformSettingsPayload'];
      };
    };
    responses: {
      /** @description Paramètres enregistrés */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformSettings'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateRestaurantCommission: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestaurantCommissionPayload'];
      };
    };
    responses: {
      /** @description Taux enregistré */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestaurantCommission'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCheckoutSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Montants */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutSettings'];
        };
      };
    };
  };
  listPromos: {
    parameters: {
      query?: {
        /** @description Les codes de ce restaurant seulement */
        restaurant_id?: string;
        /** @description `true` : les codes actifs seulement ; `false` : les désactivés ; absent : tous */
        active?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Codes promo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createPlatformPromo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromoPayload'];
      };
    };
    responses: {
      /** @description Code créé */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRestaurantPromos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Codes promo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'][];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createRestaurantPromo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromoPayload'];
      };
    };
    responses: {
      /** @description Code créé */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deactivatePromo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Code désactivé */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Promo'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  validatePromo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromoValidatePayload'];
      };
    };
    responses: {
      /** @description Le code s’applique */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoQuote'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRestaurantStatement: {
    parameters: {
      query: {
        /** @description Premier jour, date locale AAAA-MM-JJ */
        from: string;
        /** @description Dernier jour, compris (AAAA-MM-JJ) */
        to: string;
        /** @description `csv` : le même relevé en CSV (tableur) ; JSON par défaut */
        format?: 'json' | 'csv';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Relevé */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestaurantStatement'];
          'text/csv': string;
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCourierEarnings: {
    parameters: {
      query: {
        /** @description Premier jour, date locale AAAA-MM-JJ */
        from: string;
        /** @description Dernier jour, compris (AAAA-MM-JJ) */
        to: string;
        /** @description `csv` : le même relevé en CSV (tableur) ; JSON par défaut */
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Gains */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourierEarnings'];
          'text/csv': string;
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPlatformFinances: {
    parameters: {
      query: {
        /** @description Premier jour, date locale AAAA-MM-JJ */
        from: string;
        /** @description Dernier jour, compris (AAAA-MM-JJ) */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Finances */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlatformFinances'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCommandeReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reçu */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderReceipt'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  refundCommandeByRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestaurantRefundPayload'];
      };
    };
    responses: {
      /** @description Remboursement effectué : la commande */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Le prestataire de paiement a refusé le remboursement (rien n’est remboursé) */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Prestataire de paiement injoignable (rien n’est remboursé) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
    };
  };
  checkLedger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Le contrôle */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerCheck'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterPayload'];
      };
    };
    responses: {
      /** @description Compte créé, session ouverte */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResult'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête trop volumineuse */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginPayload'];
      };
    };
    responses: {
      /** @description Session ouverte */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResult'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Utilisateur courant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdatePayload'];
      };
    };
    responses: {
      /** @description Utilisateur mis à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadMyDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: 'license' | 'id_card' | 'commerce_register' | 'driver_license' | 'insurance';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['DocumentUploadForm'];
      };
    };
    responses: {
      /** @description Utilisateur, avec `documents` (liens signés) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête trop volumineuse */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMyNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Canaux activés */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMyNotificationPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationPreferences'];
      };
    };
    responses: {
      /** @description Préférences enregistrées */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordPayload'];
      };
    };
    responses: {
      /** @description Demande prise en compte (toujours la même réponse) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessage'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordPayload'];
      };
    };
    responses: {
      /** @description Mot de passe changé, sessions fermées */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessage'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountLinkTokenPayload'];
      };
    };
    responses: {
      /** @description Adresse vérifiée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessage'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resendEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lien envoyé */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessage'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountLinkTokenPayload'];
      };
    };
    responses: {
      /** @description Adresse changée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountMessage'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshPayload'];
      };
    };
    responses: {
      /** @description Nouveaux jetons */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPair'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshPayload'];
      };
    };
    responses: {
      /** @description Session révoquée */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRestaurants: {
    parameters: {
      query?: {
        /** @description Une des catégories (casse et accents ignorés) */
        category?: string;
        /** @description Nom, description ou catégories (casse et accents ignorés) */
        search?: string;
        owner_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurants */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  createRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestaurantCreatePayload'];
      };
    };
    responses: {
      /** @description Restaurant créé */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestaurantUpdatePayload'];
      };
    };
    responses: {
      /** @description Restaurant mis à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Supprimé (plats et catégories avec) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  toggleRestaurantOpen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setRestaurantHours: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RestaurantHoursPayload'];
      };
    };
    responses: {
      /** @description Restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setRestaurantBusy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BusyModePayload'];
      };
    };
    responses: {
      /** @description Restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  endRestaurantBusy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRestaurantSlots: {
    parameters: {
      query: {
        /** @description Date locale (AAAA-MM-JJ) : aujourd’hui ou demain, dans le fuseau du restaurant */
        date: string;
        /** @description Livraison (trajet compris) ou à emporter ; livraison par défaut */
        fulfillment?: 'livraison' | 'a_emporter';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Créneaux */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestaurantSlots'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPlats: {
    parameters: {
      query?: {
        restaurant_id?: string;
        /** @description Nom de catégorie (casse et accents ignorés) */
        category?: string;
        available?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Plats */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plat'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  createPlat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlatCreatePayload'];
      };
    };
    responses: {
      /** @description Plat créé */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plat'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPlat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Plat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plat'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePlat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlatUpdatePayload'];
      };
    };
    responses: {
      /** @description Plat mis à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plat'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deletePlat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Supprimé */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  togglePlatAvailable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Plat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plat'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCategories: {
    parameters: {
      query?: {
        restaurant_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Catégories */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  createCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryCreatePayload'];
      };
    };
    responses: {
      /** @description Catégorie créée */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Category'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Supprimée */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      /** @description Image enregistrée */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResult'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête trop volumineuse */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getUploadedImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Image (cache immuable) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCommandes: {
    parameters: {
      query?: {
        client_id?: string;
        restaurant_id?: string;
        status?: 'en_attente' | 'confirmee' | 'en_preparation' | 'prete' | 'en_livraison' | 'livree' | 'annulee';
        /** @description Taille de la page, 100 par défaut */
        limit?: number;
        /** @description Page suivante : la valeur de l’en-tête `X-Next-Cursor` de la page précédente, avec les mêmes filtres */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Commandes */
      200: {
        headers: {
          /** @description Curseur opaque de la page suivante (absent sur la dernière page) : à renvoyer tel quel dans `cursor` */
          'X-Next-Cursor'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCommande: {
    parameters: {
      query?: never;
      header?: {
        /** @description Clé choisie par le client pour cette tentative de commande (1 à 255 caractères ASCII visibles, un UUID par exemple), réutilisée telle quelle pour chaque nouvel essai de la même commande. Voir la description de la route. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderCreatePayload'];
      };
    };
    responses: {
      /** @description Commande créée */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Commande */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Commande annulée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCommandeSuivi: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Suivi */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Suivi'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCommandeStatus: {
    parameters: {
      query: {
        new_status: 'en_attente' | 'confirmee' | 'en_preparation' | 'prete' | 'en_livraison' | 'livree' | 'annulee';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Commande mise à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AcceptOrderPayload'];
      };
    };
    responses: {
      /** @description Commande acceptée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  refuseCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefuseOrderPayload'];
      };
    };
    responses: {
      /** @description Commande refusée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  delayCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DelayOrderPayload'];
      };
    };
    responses: {
      /** @description Commande retardée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRestaurantAnalytics: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statistiques */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestaurantAnalytics'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLivreurAnalytics: {
    parameters: {
      query?: {
        days?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statistiques */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DriverAnalytics'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Compteurs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStats'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        role?: 'client' | 'restaurateur' | 'livreur' | 'admin';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Utilisateurs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPendingUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inscriptions en attente */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingUser'][];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateUserRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRolePayload'];
      };
    };
    responses: {
      /** @description Utilisateur mis à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateUserStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminStatusPayload'];
      };
    };
    responses: {
      /** @description Utilisateur mis à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Utilisateur validé */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rejectUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRejectPayload'];
      };
    };
    responses: {
      /** @description Utilisateur rejeté */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCancelCommande: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCancelPayload'];
      };
    };
    responses: {
      /** @description Commande annulée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Le prestataire de paiement a refusé le remboursement */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Prestataire de paiement injoignable pour le remboursement */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
    };
  };
  adminAssignLivraison: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminAssignPayload'];
      };
    };
    responses: {
      /** @description Livraison attribuée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPauseRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurant en pause */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReopenRestaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Restaurant rouvert */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Restaurant'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        target_type?: 'commande' | 'livraison' | 'restaurant' | 'user' | 'review' | 'settings';
        target_id?: string;
        actor_id?: string;
        /** @description Taille de la page, 100 par défaut */
        limit?: number;
        /** @description Page suivante : la valeur de l’en-tête `X-Next-Cursor` de la page précédente, avec les mêmes filtres */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Entrées du journal */
      200: {
        headers: {
          /** @description Curseur opaque de la page suivante (absent sur la dernière page) : à renvoyer tel quel dans `cursor` */
          'X-Next-Cursor'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntry'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadDocument: {
    parameters: {
      query?: {
        expires?: string;
        signature?: string;
      };
      header?: never;
      path: {
        userId: string;
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Le fichier (PDF, PNG ou JPEG), `Content-Disposition: inline`, jamais mis en cache */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listLivraisons: {
    parameters: {
      query?: {
        /** @description Livreur : son propre id seulement (par défaut). Admin : n’importe lequel ou aucun. */
        livreur_id?: string;
        status?: 'en_attente' | 'acceptee' | 'en_cours' | 'livree' | 'annulee';
        /** @description Taille de la page, 100 par défaut */
        limit?: number;
        /** @description Page suivante : la valeur de l’en-tête `X-Next-Cursor` de la page précédente, avec les mêmes filtres */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Livraisons */
      200: {
        headers: {
          /** @description Curseur opaque de la page suivante (absent sur la dernière page) : à renvoyer tel quel dans `cursor` */
          'X-Next-Cursor'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLivraisonSummary: {
    parameters: {
      query?: {
        /** @description Livreur : son propre id seulement (par défaut). Admin : n’importe lequel ou aucun. */
        livreur_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Bilan des livraisons */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LivraisonSummary'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAvailableLivraisons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Livraisons disponibles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'][];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLivraison: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Livraison */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptLivraison: {
    parameters: {
      query?: {
        /** @description Doit être l’appelant (livreur) ; obligatoire pour un administrateur qui attribue la livraison */
        livreur_id?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Livraison acceptée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateLivraisonStatus: {
    parameters: {
      query: {
        /** @description en_cours (démarrer) ou livree (terminer) ; tout autre changement : 409 */
        new_status: 'en_attente' | 'acceptee' | 'en_cours' | 'livree' | 'annulee';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LivraisonPin'];
      };
    };
    responses: {
      /** @description Livraison mise à jour */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Livraison'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateLivraisonLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LivraisonLocation'];
      };
    };
    responses: {
      /** @description Position enregistrée */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description Id du dernier événement reçu (reprise) */
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Flux SSE */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Trop de requêtes */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPaymentConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Configuration */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentConfig'];
        };
      };
    };
  };
  createPaymentIntent: {
    parameters: {
      query: {
        commande_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Intention de paiement */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentIntent'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Le prestataire de paiement a refusé la demande */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Prestataire de paiement injoignable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
    };
  };
  confirmPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        commandeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Commande payée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Commande'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Le prestataire de paiement a refusé la demande */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Prestataire de paiement injoignable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
    };
  };
  confirmTestCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestCardPayload'];
      };
    };
    responses: {
      /** @description Résultat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestCardResult'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  handleStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Événement reçu */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            duplicate: boolean;
          };
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPushPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Clé publique */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushPublicKey'];
        };
      };
    };
  };
  subscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushSubscriptionPayload'];
      };
    };
    responses: {
      /** @description Abonnement enregistré */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushUnsubscribePayload'];
      };
    };
    responses: {
      /** @description Abonnement supprimé (ou absent) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Type de contenu non supporté */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCommandeReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avis */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewPayload'];
      };
    };
    responses: {
      /** @description Avis modifié */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewPayload'];
      };
    };
    responses: {
      /** @description Avis enregistré */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Requête impossible à traiter */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRestaurantReviews: {
    parameters: {
      query?: {
        /** @description Taille de la page, 20 par défaut */
        limit?: number;
        /** @description Page suivante : le `next_cursor` de la page précédente */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avis du restaurant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestaurantReviews'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replyToReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewReplyPayload'];
      };
    };
    responses: {
      /** @description Réponse enregistrée */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Conflit avec l’état actuel de la ressource */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCourierReviewSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Compteurs */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourierReviewSummary'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminReviews: {
    parameters: {
      query?: {
        /** @description `true` : les avis masqués seulement ; `false` : les visibles seulement ; absent : tous */
        hidden?: 'true' | 'false';
        restaurant_id?: string;
        /** @description Taille de la page, 100 par défaut */
        limit?: number;
        /** @description Page suivante : la valeur de l’en-tête `X-Next-Cursor` de la page précédente, avec les mêmes filtres */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avis */
      200: {
        headers: {
          /** @description Curseur opaque de la page suivante (absent sur la dernière page) : à renvoyer tel quel dans `cursor` */
          'X-Next-Cursor'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReview'][];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  hideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HideReviewPayload'];
      };
    };
    responses: {
      /** @description Avis masqué */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReview'];
        };
      };
      /** @description Requête invalide */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unhideReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Avis affiché */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReview'];
        };
      };
      /** @description Non authentifié */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Accès refusé */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Ressource introuvable */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
