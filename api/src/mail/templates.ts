/**
 * E-mail templates (plain text + minimal HTML): to restaurateurs and livreurs when an admin
 * approves or rejects their sign-up, about orders (`notifications/`), and the accounts' one-time
 * links and notices (`routes/auth/account-links.ts`, `email-change.ts`).
 *
 * Each goes out in its recipient's language (`locale`, issue 18): the French is written here, the
 * source; the English of the same content is in `templates-en.ts`, and the frame (greeting,
 * sign-off, amounts and times) follows the recipient's language.
 */
import type { CancelReason } from '@teranga/shared-ui/rules';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { MailMessage } from './index';
import * as EN from './templates-en';

export {
  clientOrderUrl,
  courierDeliveryUrl,
  courierHomeUrl,
  formatClock,
  formatDayClock,
  formatEuros,
  kitchenUrl,
  loginUrl,
} from './shared';
import {
  clientOrderUrl,
  courierDeliveryUrl,
  courierHomeUrl,
  escapeHtml,
  formatDayClock,
  formatEuros,
  kitchenUrl,
  loginUrl,
} from './shared';

export interface MailRecipient {
  name: string;
  email: string;
  role: string;
  /** The recipient's language (`users.locale`); absent: French. */
  locale?: Locale;
}

const localeOf = (to: { locale?: Locale }): Locale => to.locale ?? DEFAULT_LOCALE;

const ROLE_LABELS: Record<string, string> = {
  client: 'client',
  restaurateur: 'restaurateur',
  livreur: 'livreur',
  admin: 'administrateur',
};

/** What frames every e-mail, by language: the greeting, the sign-off, how a link is given. */
interface Frame {
  lang: Locale;
  hello: (name: string) => string;
  team: string;
  link: (label: string, href: string) => string;
}

const FRAMES: Record<Locale, Frame> = {
  fr: {
    lang: 'fr',
    hello: (name) => `Bonjour ${name},`,
    team: 'L’équipe Teranga',
    link: (label, href) => `${label} : ${href}`,
  },
  en: {
    lang: 'en',
    hello: (name) => `Hello ${name},`,
    team: 'The Teranga team',
    link: (label, href) => `${label}: ${href}`,
  },
};

/** Wraps paragraphs (already escaped) in a small, inline-styled HTML page. */
function layout(
  title: string,
  paragraphs: string[],
  cta: { label: string; href: string } | undefined,
  frame: Frame,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  const button = cta
    ? `<p style="margin:24px 0"><a href="${escapeHtml(cta.href)}" style="background:#f97316;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(cta.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${frame.lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#ea580c;font-size:22px">${escapeHtml(title)}</h1>
${body}
${button}
<p style="margin-top:32px;color:#6b7280;font-size:13px">${frame.team}</p>
</body></html>`;
}

export interface DecisionContent {
  subject: string;
  /** Heading of the HTML version. */
  title: string;
  /** Plain-text lines between the greeting and the sign-off. */
  lines: string[];
  signOff: string;
  /** HTML paragraphs (escaped) after the greeting. */
  paragraphs: string[];
  button: string;
}

/** The e-mail telling a user what an admin decided on their sign-up: greeting, content, link to log in. */
function decisionEmail(
  user: MailRecipient,
  appUrl: string,
  content: (role: string, url: string) => DecisionContent,
): MailMessage {
  const url = loginUrl(appUrl);
  const frame = FRAMES[localeOf(user)];
  const roles = frame.lang === 'en' ? EN.ROLE_LABELS : ROLE_LABELS;
  const c = content(roles[user.role] ?? user.role, url);
  const text = [frame.hello(user.name), '', ...c.lines, '', c.signOff, frame.team].join('\n');
  const html = layout(
    c.title,
    [frame.hello(escapeHtml(user.name)), ...c.paragraphs],
    { label: c.button, href: url },
    frame,
  );
  return { to: user.email, subject: c.subject, text, html };
}

export function approvalEmail(user: MailRecipient, appUrl: string): MailMessage {
  if (localeOf(user) === 'en') return decisionEmail(user, appUrl, EN.approval);
  return decisionEmail(user, appUrl, (role, url) => ({
    subject: 'Votre compte Teranga est validé',
    title: 'Bienvenue sur Teranga !',
    lines: [
      `Bonne nouvelle : votre inscription en tant que ${role} sur Teranga a été approuvée par notre équipe.`,
      'Bienvenue parmi nous ! Vous pouvez dès maintenant vous connecter et accéder à votre espace :',
      url,
    ],
    signOff: 'À très bientôt,',
    paragraphs: [
      `Bonne nouvelle : votre inscription en tant que <strong>${escapeHtml(role)}</strong> sur Teranga a été approuvée par notre équipe.`,
      'Bienvenue parmi nous ! Vous pouvez dès maintenant vous connecter et accéder à votre espace.',
    ],
    button: 'Se connecter',
  }));
}

export function rejectionEmail(user: MailRecipient, reason: string, appUrl: string): MailMessage {
  if (localeOf(user) === 'en') return decisionEmail(user, appUrl, (role, url) => EN.rejection(role, url, reason));
  return decisionEmail(user, appUrl, (role, url) => ({
    subject: 'Votre inscription Teranga n’a pas été validée',
    title: 'Votre inscription n’a pas été validée',
    lines: [
      `Après examen de vos documents, votre inscription en tant que ${role} sur Teranga n’a pas pu être validée.`,
      '',
      'Motif indiqué par notre équipe :',
      reason,
      '',
      'Comment renvoyer votre dossier : connectez-vous avec vos identifiants habituels, puis déposez de nouveau',
      'les documents demandés (PDF, PNG ou JPEG, 10 Mo maximum chacun). Votre demande repassera alors',
      'automatiquement en attente de validation.',
      url,
    ],
    signOff: 'Cordialement,',
    paragraphs: [
      `Après examen de vos documents, votre inscription en tant que <strong>${escapeHtml(role)}</strong> sur Teranga n’a pas pu être validée.`,
      `Motif indiqué par notre équipe :<br><em>${escapeHtml(reason)}</em>`,
      'Pour renvoyer votre dossier, connectez-vous avec vos identifiants habituels puis déposez de nouveau les documents demandés (PDF, PNG ou JPEG, 10 Mo maximum chacun). Votre demande repassera automatiquement en attente de validation.',
    ],
    button: 'Renvoyer mes documents',
  }));
}

// ---------------------------------------------------------------------------
// Orders (issue 14): the client told of their order's moments, the restaurateur of a new order
// ---------------------------------------------------------------------------

/** A paragraph: plain text and emphasised parts (`<strong>` in HTML). */
export type Paragraph = (string | { strong: string })[];

export interface OrderMailContent {
  subject: string;
  title: string;
  paragraphs: Paragraph[];
  button: { label: string; href: string };
}

const plainText = (p: Paragraph) => p.map((part) => (typeof part === 'string' ? part : part.strong)).join('');
const htmlText = (p: Paragraph) =>
  p
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`))
    .join('');

/** Who an order or account e-mail is for (`locale`: their language, French when absent). */
export type Addressee = Pick<MailRecipient, 'name' | 'email' | 'locale'>;

function orderEmail(to: Addressee, c: OrderMailContent): MailMessage {
  const frame = FRAMES[localeOf(to)];
  const text = [
    frame.hello(to.name),
    '',
    ...c.paragraphs.flatMap((p) => [plainText(p), '']),
    frame.link(c.button.label, c.button.href),
    '',
    frame.team,
  ].join('\n');
  const html = layout(c.title, [frame.hello(escapeHtml(to.name)), ...c.paragraphs.map(htmlText)], c.button, frame);
  return { to: to.email, subject: c.subject, text, html };
}

/** What the order e-mails say about an order (read by `notifications/`). */
export interface OrderMailFacts {
  id: string;
  restaurantName: string;
  totalCents: number;
  paymentMode: 'card' | 'cash';
  /** Lines, in the client's order. */
  items: { name: string; quantity: number }[];
  deliveryAddress: string;
  estimatedDeliveryAt: string | null;
  acceptBy: string | null;
  /** An order for later: when the client gets it (issue 16). */
  scheduledFor: string | null;
  fulfillment: 'livraison' | 'a_emporter';
  deliveryPin: string | null;
  /** Why it was cancelled (`cancel_reason`), and its French label (`CANCEL_REASON_LABELS`). */
  cancelReason: CancelReason | null;
  cancelReasonLabel: string | null;
  cancelMessage: string | null;
  /** Who wrote `cancelMessage`: the restaurant, or Teranga's team. */
  cancelledBy: 'client' | 'restaurant' | 'admin' | 'systeme' | null;
  /** Where the courier picks the order up (its delivery's), null without a delivery. */
  pickupAddress: string | null;
  /** What the client gets back (cents): 0 when nothing was taken. */
  refundCents: number;
}

/** The money part of a cancellation: the refund, or that nothing was taken. */
function moneyBack(order: OrderMailFacts): Paragraph {
  if (order.refundCents > 0) {
    return [
      'Remboursement : ',
      { strong: formatEuros(order.refundCents) },
      ' rendus sur votre carte bancaire (sous quelques jours ouvrés selon votre banque).',
    ];
  }
  return [order.paymentMode === 'cash' ? 'Vous n’avez rien à payer.' : 'Aucun montant n’a été débité de votre carte.'];
}

const reasonParagraph = (order: OrderMailFacts): Paragraph[] => [
  ['Motif : ', { strong: order.cancelReasonLabel ?? 'non précisé' }],
  ...(order.cancelMessage
    ? [
        [
          `${order.cancelledBy === 'admin' ? 'Message de l’équipe Teranga' : 'Message du restaurant'} : « ${order.cancelMessage} »`,
        ],
      ]
    : []),
];

const followButton = (appUrl: string, order: OrderMailFacts) => ({
  label: 'Voir ma commande',
  href: clientOrderUrl(appUrl, order.id),
});

export function orderAcceptedEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderAccepted(order, appUrl));
  return orderEmail(to, {
    subject: `${order.restaurantName} a accepté votre commande`,
    title: 'Votre commande est acceptée',
    paragraphs: [
      [{ strong: order.restaurantName }, ' a accepté votre commande et commence à la préparer.'],
      ...(order.estimatedDeliveryAt
        ? [
            [
              order.fulfillment === 'a_emporter' ? 'Retrait prévu vers ' : 'Livraison estimée vers ',
              { strong: formatDayClock(order.estimatedDeliveryAt) },
              '.',
            ],
          ]
        : []),
      [
        order.fulfillment === 'a_emporter'
          ? `Total : ${formatEuros(order.totalCents)}, à retirer au ${order.deliveryAddress}.`
          : `Total : ${formatEuros(order.totalCents)}, livré au ${order.deliveryAddress}.`,
      ],
    ],
    button: { label: 'Suivre ma commande', href: clientOrderUrl(appUrl, order.id) },
  });
}

export function orderRefusedEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderRefused(order, appUrl));
  return orderEmail(to, {
    subject: `${order.restaurantName} n’a pas pu accepter votre commande`,
    title: 'Votre commande a été refusée',
    paragraphs: [
      [{ strong: order.restaurantName }, ' ne peut pas préparer votre commande : elle est annulée.'],
      ...reasonParagraph(order),
      moneyBack(order),
    ],
    button: followButton(appUrl, order),
  });
}

export function orderOutForDeliveryEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderOutForDelivery(order, appUrl));
  return orderEmail(to, {
    subject: 'Votre commande est en route',
    title: 'Votre commande est en route',
    paragraphs: [
      ['Le livreur a récupéré votre commande chez ', { strong: order.restaurantName }, ' et arrive.'],
      ...(order.deliveryPin
        ? [
            ['Code de livraison : ', { strong: order.deliveryPin }],
            ['Donnez ce code au livreur à la remise de la commande, pas avant.'],
          ]
        : []),
    ],
    button: { label: 'Suivre le livreur', href: clientOrderUrl(appUrl, order.id) },
  });
}

export function orderDeliveredEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderDelivered(order, appUrl));
  // A take-away order ends picked up at the counter ('Récupérée'), not delivered.
  const takeAway = order.fulfillment === 'a_emporter';
  return orderEmail(to, {
    subject: takeAway ? 'Votre commande a été récupérée' : 'Votre commande a été livrée',
    title: 'Bon appétit !',
    paragraphs: [
      ['Votre commande de ', { strong: order.restaurantName }, takeAway ? ' a été récupérée.' : ' a été livrée.'],
      [`Total : ${formatEuros(order.totalCents)}. Merci d’avoir commandé sur Teranga.`],
    ],
    button: followButton(appUrl, order),
  });
}

export function orderCancelledByDeadlineEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderCancelledByDeadline(order, appUrl));
  return orderEmail(to, {
    subject: `Votre commande chez ${order.restaurantName} est annulée`,
    title: 'Votre commande est annulée',
    paragraphs: [
      ['Votre commande chez ', { strong: order.restaurantName }, ' a été annulée automatiquement.'],
      ...reasonParagraph(order),
      moneyBack(order),
    ],
    button: followButton(appUrl, order),
  });
}

export function orderCancelledByAdminEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.orderCancelledByAdmin(order, appUrl));
  return orderEmail(to, {
    subject: `Votre commande chez ${order.restaurantName} est annulée`,
    title: 'Votre commande est annulée',
    paragraphs: [
      ['L’équipe Teranga a annulé votre commande chez ', { strong: order.restaurantName }, '.'],
      ...reasonParagraph(order),
      moneyBack(order),
      ['Une question ? Répondez simplement à cet e-mail.'],
    ],
    button: followButton(appUrl, order),
  });
}

export function courierAssignedEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.courierAssigned(order, appUrl));
  return orderEmail(to, {
    subject: `Livraison attribuée : ${order.restaurantName}`,
    title: 'Une livraison vous est attribuée',
    paragraphs: [
      ['L’équipe Teranga vous a attribué la livraison d’une commande de ', { strong: order.restaurantName }, '.'],
      ...(order.pickupAddress ? [['Récupération : ', { strong: order.pickupAddress }]] : []),
      ['Livraison : ', { strong: order.deliveryAddress }],
    ],
    button: { label: 'Voir la livraison', href: courierDeliveryUrl(appUrl) },
  });
}

export function courierCancelledEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.courierCancelled(order, appUrl));
  return orderEmail(to, {
    subject: `Livraison annulée : ${order.restaurantName}`,
    title: 'Livraison annulée',
    paragraphs: [
      [
        'La commande de ',
        { strong: order.restaurantName },
        ` que vous deviez livrer au ${order.deliveryAddress} a été annulée : ne la livrez pas.`,
      ],
      ['Si vous l’avez déjà récupérée, rapportez-la au restaurant.'],
    ],
    button: { label: 'Voir mes livraisons', href: courierHomeUrl(appUrl) },
  });
}

export function newOrderEmail(to: Addressee, order: OrderMailFacts, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.newOrder(order, appUrl));
  const items = order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  return orderEmail(to, {
    subject: `Nouvelle commande pour ${order.restaurantName}`,
    title: 'Nouvelle commande',
    paragraphs: [
      [{ strong: order.restaurantName }, ` a reçu une commande de ${formatEuros(order.totalCents)}.`],
      ...(items ? [[items]] : []),
      ...(order.scheduledFor || order.fulfillment === 'a_emporter'
        ? [
            [
              order.fulfillment === 'a_emporter' ? 'À emporter, ' : 'En livraison, ',
              order.scheduledFor ? 'pour ' : 'dès que possible.',
              ...(order.scheduledFor ? [{ strong: formatDayClock(order.scheduledFor) }, '.'] : []),
            ],
          ]
        : []),
      ...(order.acceptBy
        ? [
            [
              'Acceptez-la ou refusez-la avant ',
              { strong: formatDayClock(order.acceptBy) },
              ' : passé ce délai, elle est annulée et le client remboursé.',
            ],
          ]
        : []),
    ],
    button: { label: 'Ouvrir les commandes', href: kitchenUrl(appUrl) },
  });
}

// ---------------------------------------------------------------------------
// Accounts (issue 15): one-time links (reset, verification, address change) and the notices
// that go with them. Links carry the token in the query string of a page of the shell.
// ---------------------------------------------------------------------------

/** `{appUrl}{page}?token=…`: the shell's page that posts the token to the API. */
export const accountLinkUrl = (
  appUrl: string,
  page: '/reset-password' | '/verify-email' | '/confirm-email',
  token: string,
) => `${appUrl.replace(/\/+$/, '')}${page}?token=${encodeURIComponent(token)}`;

/** « 30 minutes », « 48 heures »: how long a link works, as the e-mail says it. */
const lifetime = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} heure${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

export function passwordResetEmail(to: Addressee, url: string, validMinutes: number): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.passwordReset(url, validMinutes));
  return orderEmail(to, {
    subject: 'Réinitialiser votre mot de passe Teranga',
    title: 'Choisir un nouveau mot de passe',
    paragraphs: [
      ['Vous avez demandé à réinitialiser le mot de passe de votre compte Teranga.'],
      [
        'Ce lien fonctionne une seule fois, pendant ',
        { strong: lifetime(validMinutes) },
        '. Une fois le nouveau mot de passe choisi, tous vos appareils sont déconnectés.',
      ],
      ['Vous n’avez rien demandé ? Ignorez cet e-mail : votre mot de passe reste le même.'],
    ],
    button: { label: 'Choisir un nouveau mot de passe', href: url },
  });
}

export function emailVerificationEmail(to: Addressee, url: string, validMinutes: number): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.emailVerification(url, validMinutes));
  return orderEmail(to, {
    subject: 'Confirmez votre adresse email Teranga',
    title: 'Confirmez votre adresse email',
    paragraphs: [
      ['Bienvenue sur Teranga ! Confirmez que cette adresse est bien la vôtre en suivant ce lien.'],
      ['Il fonctionne une seule fois, pendant ', { strong: lifetime(validMinutes) }, '.'],
      ['Vous n’avez pas créé de compte Teranga ? Ignorez cet e-mail.'],
    ],
    button: { label: 'Confirmer mon adresse', href: url },
  });
}

/** To the NEW address: the link that applies the change. */
export function emailChangeConfirmEmail(to: Addressee, url: string, validMinutes: number): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.emailChangeConfirm(url, validMinutes));
  return orderEmail(to, {
    subject: 'Confirmez votre nouvelle adresse email Teranga',
    title: 'Confirmez votre nouvelle adresse',
    paragraphs: [
      ['Vous avez demandé que cette adresse devienne celle de votre compte Teranga.'],
      [
        'Le changement ne sera fait qu’une fois ce lien suivi (une seule fois, pendant ',
        { strong: lifetime(validMinutes) },
        ') ; d’ici là, votre compte garde son adresse actuelle.',
      ],
      ['Vous n’avez rien demandé ? Ignorez cet e-mail.'],
    ],
    button: { label: 'Confirmer ma nouvelle adresse', href: url },
  });
}

/**
 * To the requested address when it is already an account's: its owner learns that someone asked,
 * while the requester's answer stays the same as for a free address (no account oracle).
 */
export function emailAlreadyUsedEmail(to: Addressee, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.emailAlreadyUsed(appUrl));
  return orderEmail(to, {
    subject: 'Votre adresse email Teranga',
    title: 'Cette adresse a déjà un compte',
    paragraphs: [
      [
        'Quelqu’un a demandé à utiliser cette adresse pour un autre compte Teranga. Elle est déjà celle de votre compte : rien n’a été changé.',
      ],
      [
        'Si c’était vous, connectez-vous avec cette adresse (« Mot de passe oublié ? » si besoin). Sinon, ignorez cet e-mail.',
      ],
    ],
    button: { label: 'Se connecter', href: loginUrl(appUrl) },
  });
}

/** To the CURRENT address when a change is asked: a stolen session must not take the account silently. */
export function emailChangeRequestedEmail(to: Addressee, newEmail: string, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.emailChangeRequested(newEmail, appUrl));
  return orderEmail(to, {
    subject: 'Changement d’adresse email demandé sur Teranga',
    title: 'Changement d’adresse demandé',
    paragraphs: [
      ['Un changement de l’adresse email de votre compte Teranga vers ', { strong: newEmail }, ' a été demandé.'],
      ['Votre compte garde cette adresse tant que le lien envoyé à la nouvelle n’a pas été suivi.'],
      [
        'Ce n’est pas vous ? Changez tout de suite votre mot de passe (« Mot de passe oublié ? » sur la page de connexion) : cela annule le changement en cours et déconnecte tous les appareils.',
      ],
    ],
    button: { label: 'Se connecter', href: loginUrl(appUrl) },
  });
}

/** To the OLD address once the change is applied. */
export function emailChangedEmail(to: Addressee, newEmail: string, appUrl: string): MailMessage {
  if (localeOf(to) === 'en') return orderEmail(to, EN.emailChanged(newEmail, appUrl));
  return orderEmail(to, {
    subject: 'L’adresse email de votre compte Teranga a changé',
    title: 'Adresse email changée',
    paragraphs: [
      ['L’adresse email de votre compte Teranga est désormais ', { strong: newEmail }, '.'],
      ['Les e-mails de Teranga, dont les liens de réinitialisation du mot de passe, y seront envoyés.'],
      ['Ce n’est pas vous ? Répondez tout de suite à cet e-mail pour que notre équipe bloque le compte.'],
    ],
    button: { label: 'Se connecter', href: loginUrl(appUrl) },
  });
}
