/**
 * The e-mails of `templates.ts` in English (issue 18), for users whose `locale` is `en`: the same
 * content, written as an English product would say it. `templates.ts` picks these or its French
 * ones and puts them in the frame of the recipient's language.
 */
import type { CancelReason } from '@teranga/shared-ui/rules';
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
import type { DecisionContent, OrderMailContent, OrderMailFacts, Paragraph } from './templates';

export const ROLE_LABELS: Record<string, string> = {
  client: 'customer',
  restaurateur: 'restaurant owner',
  livreur: 'courier',
  admin: 'administrator',
};

/** `CANCEL_REASON_LABELS` of the shared rules, in English. */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  rupture: 'Out of stock',
  ferme: 'Restaurant closed',
  surcharge: 'Too many orders in progress',
  hors_zone: 'Address outside the delivery area',
  autre: 'Other reason',
  delai_depasse: 'The restaurant did not answer in time',
  paiement_expire: 'The payment was not completed in time',
  client: 'Cancelled by the customer',
  admin: 'Cancelled by the Teranga team',
};

const euros = (cents: number) => formatEuros(cents, 'en');
const when = (iso: string) => formatDayClock(iso, new Date(), 'en');

export function approval(role: string, url: string): DecisionContent {
  return {
    subject: 'Your Teranga account is approved',
    title: 'Welcome to Teranga!',
    lines: [
      `Good news: your sign-up as a ${role} on Teranga has been approved by our team.`,
      'Welcome aboard! You can sign in now and open your space:',
      url,
    ],
    signOff: 'See you soon,',
    paragraphs: [
      `Good news: your sign-up as a <strong>${escapeHtml(role)}</strong> on Teranga has been approved by our team.`,
      'Welcome aboard! You can sign in now and open your space.',
    ],
    button: 'Sign in',
  };
}

export function rejection(role: string, url: string, reason: string): DecisionContent {
  return {
    subject: 'Your Teranga sign-up was not approved',
    title: 'Your sign-up was not approved',
    lines: [
      `After reviewing your documents, we could not approve your sign-up as a ${role} on Teranga.`,
      '',
      'Reason given by our team:',
      reason,
      '',
      'To send your application again: sign in with your usual details, then upload the requested',
      'documents again (PDF, PNG or JPEG, 10 MB at most each). Your application will then automatically',
      'be waiting for approval again.',
      url,
    ],
    signOff: 'Kind regards,',
    paragraphs: [
      `After reviewing your documents, we could not approve your sign-up as a <strong>${escapeHtml(role)}</strong> on Teranga.`,
      `Reason given by our team:<br><em>${escapeHtml(reason)}</em>`,
      'To send your application again, sign in with your usual details, then upload the requested documents again (PDF, PNG or JPEG, 10 MB at most each). Your application will automatically be waiting for approval again.',
    ],
    button: 'Send my documents again',
  };
}

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

/** The money part of a cancellation: the refund, or that nothing was taken. */
function moneyBack(order: OrderMailFacts): Paragraph {
  if (order.refundCents > 0) {
    return [
      'Refund: ',
      { strong: euros(order.refundCents) },
      ' back on your card (within a few working days, depending on your bank).',
    ];
  }
  return [order.paymentMode === 'cash' ? 'You have nothing to pay.' : 'Nothing was charged to your card.'];
}

const reasonParagraph = (order: OrderMailFacts): Paragraph[] => [
  ['Reason: ', { strong: order.cancelReason ? CANCEL_REASON_LABELS[order.cancelReason] : 'not given' }],
  ...(order.cancelMessage
    ? [
        [
          `${order.cancelledBy === 'admin' ? 'Message from the Teranga team' : 'Message from the restaurant'}: “${order.cancelMessage}”`,
        ],
      ]
    : []),
];

const followButton = (appUrl: string, order: OrderMailFacts) => ({
  label: 'View my order',
  href: clientOrderUrl(appUrl, order.id),
});

export function orderAccepted(order: OrderMailFacts, appUrl: string): OrderMailContent {
  const takeAway = order.fulfillment === 'a_emporter';
  return {
    subject: `${order.restaurantName} has accepted your order`,
    title: 'Your order is accepted',
    paragraphs: [
      [{ strong: order.restaurantName }, ' has accepted your order and is starting to prepare it.'],
      ...(order.estimatedDeliveryAt
        ? [
            [
              takeAway ? 'Ready for pickup around ' : 'Estimated delivery around ',
              { strong: when(order.estimatedDeliveryAt) },
              '.',
            ],
          ]
        : []),
      [
        takeAway
          ? `Total: ${euros(order.totalCents)}, to pick up at ${order.deliveryAddress}.`
          : `Total: ${euros(order.totalCents)}, delivered to ${order.deliveryAddress}.`,
      ],
    ],
    button: { label: 'Track my order', href: clientOrderUrl(appUrl, order.id) },
  };
}

export function orderRefused(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: `${order.restaurantName} could not accept your order`,
    title: 'Your order was refused',
    paragraphs: [
      [{ strong: order.restaurantName }, ' cannot prepare your order: it has been cancelled.'],
      ...reasonParagraph(order),
      moneyBack(order),
    ],
    button: followButton(appUrl, order),
  };
}

export function orderOutForDelivery(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: 'Your order is on its way',
    title: 'Your order is on its way',
    paragraphs: [
      ['The courier has picked up your order at ', { strong: order.restaurantName }, ' and is on the way.'],
      ...(order.deliveryPin
        ? [
            ['Delivery code: ', { strong: order.deliveryPin }],
            ['Give this code to the courier when they hand you the order, not before.'],
          ]
        : []),
    ],
    button: { label: 'Follow the courier', href: clientOrderUrl(appUrl, order.id) },
  };
}

export function orderDelivered(order: OrderMailFacts, appUrl: string): OrderMailContent {
  const takeAway = order.fulfillment === 'a_emporter';
  return {
    subject: takeAway ? 'Your order has been picked up' : 'Your order has been delivered',
    title: 'Enjoy your meal!',
    paragraphs: [
      [
        'Your order from ',
        { strong: order.restaurantName },
        takeAway ? ' has been picked up.' : ' has been delivered.',
      ],
      [`Total: ${euros(order.totalCents)}. Thank you for ordering on Teranga.`],
    ],
    button: followButton(appUrl, order),
  };
}

export function orderCancelledByDeadline(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: `Your order from ${order.restaurantName} is cancelled`,
    title: 'Your order is cancelled',
    paragraphs: [
      ['Your order from ', { strong: order.restaurantName }, ' was cancelled automatically.'],
      ...reasonParagraph(order),
      moneyBack(order),
    ],
    button: followButton(appUrl, order),
  };
}

export function orderCancelledByAdmin(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: `Your order from ${order.restaurantName} is cancelled`,
    title: 'Your order is cancelled',
    paragraphs: [
      ['The Teranga team has cancelled your order from ', { strong: order.restaurantName }, '.'],
      ...reasonParagraph(order),
      moneyBack(order),
      ['Any questions? Just reply to this email.'],
    ],
    button: followButton(appUrl, order),
  };
}

export function courierAssigned(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: `Delivery assigned: ${order.restaurantName}`,
    title: 'A delivery has been assigned to you',
    paragraphs: [
      ['The Teranga team has assigned you the delivery of an order from ', { strong: order.restaurantName }, '.'],
      ...(order.pickupAddress ? [['Pickup: ', { strong: order.pickupAddress }]] : []),
      ['Delivery: ', { strong: order.deliveryAddress }],
    ],
    button: { label: 'View the delivery', href: courierDeliveryUrl(appUrl) },
  };
}

export function courierCancelled(order: OrderMailFacts, appUrl: string): OrderMailContent {
  return {
    subject: `Delivery cancelled: ${order.restaurantName}`,
    title: 'Delivery cancelled',
    paragraphs: [
      [
        'The order from ',
        { strong: order.restaurantName },
        ` that you were to deliver to ${order.deliveryAddress} has been cancelled: do not deliver it.`,
      ],
      ['If you have already picked it up, take it back to the restaurant.'],
    ],
    button: { label: 'View my deliveries', href: courierHomeUrl(appUrl) },
  };
}

export function newOrder(order: OrderMailFacts, appUrl: string): OrderMailContent {
  const items = order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
  const takeAway = order.fulfillment === 'a_emporter';
  return {
    subject: `New order for ${order.restaurantName}`,
    title: 'New order',
    paragraphs: [
      [{ strong: order.restaurantName }, ` has received an order of ${euros(order.totalCents)}.`],
      ...(items ? [[items]] : []),
      ...(order.scheduledFor || takeAway
        ? [
            [
              takeAway ? 'Takeaway, ' : 'Delivery, ',
              order.scheduledFor ? 'for ' : 'as soon as possible.',
              ...(order.scheduledFor ? [{ strong: when(order.scheduledFor) }, '.'] : []),
            ],
          ]
        : []),
      ...(order.acceptBy
        ? [
            [
              'Accept or refuse it before ',
              { strong: when(order.acceptBy) },
              ': after that, it is cancelled and the customer refunded.',
            ],
          ]
        : []),
    ],
    button: { label: 'Open the orders', href: kitchenUrl(appUrl) },
  };
}

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

/** « 30 minutes », « 48 hours »: how long a link works. */
const lifetime = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

export function passwordReset(url: string, validMinutes: number): OrderMailContent {
  return {
    subject: 'Reset your Teranga password',
    title: 'Choose a new password',
    paragraphs: [
      ['You asked to reset the password of your Teranga account.'],
      [
        'This link works once, for ',
        { strong: lifetime(validMinutes) },
        '. Once the new password is chosen, all your devices are signed out.',
      ],
      ['Did not ask for this? Ignore this email: your password stays the same.'],
    ],
    button: { label: 'Choose a new password', href: url },
  };
}

export function emailVerification(url: string, validMinutes: number): OrderMailContent {
  return {
    subject: 'Confirm your Teranga email address',
    title: 'Confirm your email address',
    paragraphs: [
      ['Welcome to Teranga! Confirm that this address is yours by following this link.'],
      ['It works once, for ', { strong: lifetime(validMinutes) }, '.'],
      ['Did not create a Teranga account? Ignore this email.'],
    ],
    button: { label: 'Confirm my address', href: url },
  };
}

export function emailChangeConfirm(url: string, validMinutes: number): OrderMailContent {
  return {
    subject: 'Confirm your new Teranga email address',
    title: 'Confirm your new address',
    paragraphs: [
      ['You asked for this address to become the one of your Teranga account.'],
      [
        'The change is made only once this link is followed (once, within ',
        { strong: lifetime(validMinutes) },
        '); until then, your account keeps its current address.',
      ],
      ['Did not ask for this? Ignore this email.'],
    ],
    button: { label: 'Confirm my new address', href: url },
  };
}

export function emailAlreadyUsed(appUrl: string): OrderMailContent {
  return {
    subject: 'Your Teranga email address',
    title: 'This address already has an account',
    paragraphs: [
      [
        'Someone asked to use this address for another Teranga account. It is already the address of your account: nothing was changed.',
      ],
      ['If it was you, sign in with this address (“Forgot your password?” if needed). Otherwise, ignore this email.'],
    ],
    button: { label: 'Sign in', href: loginUrl(appUrl) },
  };
}

export function emailChangeRequested(newEmail: string, appUrl: string): OrderMailContent {
  return {
    subject: 'Email address change requested on Teranga',
    title: 'Address change requested',
    paragraphs: [
      ['A change of your Teranga account’s email address to ', { strong: newEmail }, ' has been requested.'],
      ['Your account keeps this address until the link sent to the new one is followed.'],
      [
        'Not you? Change your password right away (“Forgot your password?” on the sign-in page): this cancels the pending change and signs out every device.',
      ],
    ],
    button: { label: 'Sign in', href: loginUrl(appUrl) },
  };
}

export function emailChanged(newEmail: string, appUrl: string): OrderMailContent {
  return {
    subject: 'The email address of your Teranga account has changed',
    title: 'Email address changed',
    paragraphs: [
      ['The email address of your Teranga account is now ', { strong: newEmail }, '.'],
      ['Teranga’s emails, including password reset links, will be sent there.'],
      ['Not you? Reply to this email right away so that our team can lock the account.'],
    ],
    button: { label: 'Sign in', href: loginUrl(appUrl) },
  };
}
