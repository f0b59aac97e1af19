import {
  ALLERGENS,
  DELIVERY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  REQUIRED_DOCUMENTS,
  RESTAURANT_CATEGORIES,
  ROLE_LABELS,
  TAKEAWAY_ORDER_STATUS_LABELS,
} from '../../config/labels';
import { PERIOD_PRESET_LABELS } from '../../lib/period';
import { PROMO_KIND_LABELS, PROMO_STATE_LABELS } from '../../money/promo-labels';
import { CANCEL_REASON_LABELS } from '../../rules/kitchen';
import { FULFILLMENT_LABELS, WEEKDAY_NAMES } from '../../rules/restaurant-ops';
import { coreFr } from './core';

/**
 * `common`: the words of shared-ui's own components, in French (the source: every other
 * language has exactly these keys, checked by i18n.test.ts and by the type below).
 */
export const common = {
  ...coreFr,
  // The frame of the back offices (SidebarLayout, AreaLayout).
  layout: {
    skipToContent: 'Aller au contenu principal',
    navigation: 'Navigation principale',
    menu: 'Menu',
    logout: 'Déconnexion',
  },
  states: {
    ...coreFr.states,
    loadError: 'Erreur lors du chargement',
    retry: 'Réessayer',
    genericError: 'Une erreur est survenue',
    noData: 'Aucune donnée',
  },
  dialog: {
    close: 'Fermer',
    confirmTitle: 'Confirmation',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  logout: {
    done: 'Vous êtes déconnecté(e).',
  },
  live: {
    lost: 'Connexion perdue — reconnexion…',
  },
  period: {
    presets: 'Période rapide',
    from: 'Du',
    to: 'Au',
  },
  order: {
    items: 'Articles',
    line: '{{quantity}} x {{name}}',
    options: 'Options',
    /** One group of a line's options: 'Accompagnement : Alloco (+2,00 €), Œuf dur'. */
    optionGroup: '{{group}} : {{options}}',
  },
  // A local day before a time, in a restaurant's zone (lib/zoned-format.ts).
  when: {
    tomorrow: 'demain',
    yesterday: 'hier',
    onDate: 'le {{date}}',
    date: 'le {{date}}',
    atClock: 'à {{clock}}',
    dayAtClock: '{{day}} à {{clock}}',
    dayClock: '{{day}} {{clock}}',
  },
  promo: {
    percentOff: '{{value}} % des plats',
    amountOff: '{{amount}} de réduction',
    minSubtotal: 'Dès {{amount}} de plats',
    firstOrderRestaurant: 'Première commande au restaurant',
    firstOrder: 'Première commande seulement',
    perClient_one: '{{value}} fois par client au plus',
    perClient_other: '{{value}} fois par client au plus',
    validFromTo: 'Du {{start}} au {{end}}',
    validFrom: 'À partir du {{start}}',
    validUntil: 'Jusqu’au {{end}}',
    validAlways: 'Sans limite de date',
    uses: '{{uses}} / {{max}}',
    unlimited: 'illimité',
  },
  emailVerification: {
    notice: 'Vérifiez votre adresse email : un lien vous a été envoyé à <strong>{{email}}</strong>.',
    resend: 'Renvoyer le lien',
    resendIn: 'Renvoyer le lien ({{seconds}} s)',
    sending: 'Envoi...',
    failed: 'Le lien n’a pas pu être envoyé. Réessayez dans un instant.',
  },
  // A restaurateur's or courier's sign-up awaiting an administrator (PendingAccountPanel).
  pendingAccount: {
    rejectedTitle: 'Votre inscription a été refusée',
    reason: 'Motif :',
    rejectedText:
      'Vous pouvez corriger vos documents et les renvoyer ci-dessous : votre demande sera à nouveau examinée par un administrateur.',
    pendingTitle: 'Compte en attente de validation',
    pendingText: 'Votre compte est en attente de validation par un administrateur.',
    complete: 'Vos documents ont bien été reçus : un administrateur va les examiner.',
    incomplete:
      "Déposez les documents demandés ci-dessous (PDF, PNG ou JPEG, 10 Mo maximum) pour qu'un administrateur puisse valider votre compte.",
    documentsTitle: 'Documents à fournir',
    loading: 'Chargement de vos documents...',
    loadError: 'Erreur lors du chargement de vos documents',
    sent: 'Document envoyé : {{document}}',
    sendError: "Erreur lors de l'envoi du document",
  },
  document: {
    optional: '(optionnel)',
    view: 'Voir',
    viewHint: ' : {{document}} (nouvel onglet)',
    upload: 'Déposer',
    replace: 'Remplacer',
    uploadLabel: 'Déposer : {{document}}',
    replaceLabel: 'Remplacer : {{document}}',
    sending: 'Envoi...',
    progress: 'Envoi : {{document}}',
    formats: 'PDF, PNG ou JPEG, 10 Mo maximum',
    provided: 'Fourni',
    missing: 'Manquant',
    notProvided: 'Non fourni',
    // The API's words for the same refusals (checked here before sending).
    tooLarge: 'Le fichier ne doit pas dépasser 10 Mo',
    badType: 'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG',
    empty: 'Le fichier est vide',
  },
  notifications: {
    title: 'Notifications',
    loading: 'Chargement des préférences...',
    email: 'Par e-mail',
    push: 'Notifications push',
    deviceOn: 'Cet appareil reçoit les notifications.',
    deviceStop: 'Arrêter sur cet appareil',
    deviceOff: 'Cet appareil ne les reçoit pas encore.',
    deviceStart: 'Activer sur cet appareil',
    saved: 'Préférences enregistrées',
    saveError: 'Erreur lors de l’enregistrement des préférences',
    subscribeError: 'Impossible d’activer les notifications',
    denied: 'Les notifications sont bloquées pour Teranga dans ce navigateur : autorisez-les dans ses réglages.',
    unsupported: 'Ce navigateur ne reçoit pas les notifications push.',
  },
  // The labels of the API's enumerations: the French maps the spec names ARE the source (no copy).
  labels: {
    role: ROLE_LABELS,
    orderStatus: ORDER_STATUS_LABELS,
    takeawayOrderStatus: TAKEAWAY_ORDER_STATUS_LABELS as { readonly livree: string },
    deliveryStatus: DELIVERY_STATUS_LABELS,
    paymentMode: PAYMENT_MODE_LABELS,
    paymentStatus: PAYMENT_STATUS_LABELS,
    fulfillment: FULFILLMENT_LABELS,
    cancelReason: CANCEL_REASON_LABELS,
    periodPreset: PERIOD_PRESET_LABELS,
    promoKind: PROMO_KIND_LABELS,
    promoState: PROMO_STATE_LABELS,
    weekday: {
      '1': WEEKDAY_NAMES[0],
      '2': WEEKDAY_NAMES[1],
      '3': WEEKDAY_NAMES[2],
      '4': WEEKDAY_NAMES[3],
      '5': WEEKDAY_NAMES[4],
      '6': WEEKDAY_NAMES[5],
      '7': WEEKDAY_NAMES[6],
    },
    allergen: byKey(ALLERGENS, 'id'),
    document: { ...byKey(REQUIRED_DOCUMENTS.restaurateur, 'key'), ...byKey(REQUIRED_DOCUMENTS.livreur, 'key') },
    // A filter's label; the value sent to the API stays the French category.
    // The explorer's filters, and the other cuisines restaurants list (a card shows them).
    category: Object.fromEntries([...RESTAURANT_CATEGORIES, 'Ivoirien'].map((c) => [c, c])) as Readonly<
      Record<string, string>
    >,
  },
} as const;

function byKey<K extends string, T extends { label: string } & Record<K, string>>(
  items: readonly T[],
  key: K,
): Readonly<Record<string, string>> {
  return Object.fromEntries(items.map((item) => [item[key], item.label]));
}

/** The `common` namespace, as an app declares it beside its own (its i18next.d.ts). */
export type CommonNamespace = typeof common;

/** The shape every translation of `common` must have: same keys, any text. */
export type CommonCatalogue = Catalogue<typeof common>;

/** Same keys as `T`, strings as values: what a translation of a French catalogue must be. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
