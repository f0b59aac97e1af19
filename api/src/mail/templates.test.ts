import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import type { MailMessage } from './index';
import { formatDayClock, formatEuros } from './shared';
import * as templates from './templates';
import type { OrderMailFacts } from './templates';

const APP = 'https://teranga.test';

/** An order whose own texts are neither French nor English words, so that the check below reads only the template. */
const facts = (fields: Partial<OrderMailFacts> = {}): OrderMailFacts => ({
  id: 'c-1',
  restaurantName: 'Mama Africa',
  totalCents: 2750,
  paymentMode: 'card',
  items: [{ name: 'Thiakry', quantity: 2 }],
  deliveryAddress: '10 Baker Street',
  estimatedDeliveryAt: '2026-06-12T17:45:00.000Z',
  acceptBy: '2026-06-12T17:45:00.000Z',
  scheduledFor: '2026-06-13T10:30:00.000Z',
  fulfillment: 'livraison',
  deliveryPin: '2468',
  cancelReason: 'rupture',
  cancelReasonLabel: 'Rupture de stock',
  cancelMessage: 'Sorry',
  cancelledBy: 'admin',
  pickupAddress: '1 Abbey Road',
  refundCents: 1200,
  ...fields,
});

/** Every e-mail the API sends, to a recipient speaking `locale`. */
function everyMail(locale: Locale): [string, MailMessage][] {
  const to = { name: 'Jane Doe', email: 'jane@example.test', locale };
  const user = { ...to, role: 'livreur' };
  const url = `${APP}/reset-password?token=abc`;
  const order = facts();
  const cash = facts({ paymentMode: 'cash', refundCents: 0, fulfillment: 'a_emporter', cancelMessage: null });
  return [
    ['approval', templates.approvalEmail(user, APP)],
    ['rejection', templates.rejectionEmail(user, 'Blurry licence', APP)],
    ['accepted', templates.orderAcceptedEmail(to, order, APP)],
    ['accepted, take-away', templates.orderAcceptedEmail(to, cash, APP)],
    ['refused', templates.orderRefusedEmail(to, order, APP)],
    ['refused, cash', templates.orderRefusedEmail(to, cash, APP)],
    ['out for delivery', templates.orderOutForDeliveryEmail(to, order, APP)],
    ['delivered', templates.orderDeliveredEmail(to, order, APP)],
    ['picked up', templates.orderDeliveredEmail(to, cash, APP)],
    ['cancelled by a deadline', templates.orderCancelledByDeadlineEmail(to, order, APP)],
    ['cancelled by an admin', templates.orderCancelledByAdminEmail(to, order, APP)],
    ['courier assigned', templates.courierAssignedEmail(to, order, APP)],
    ['courier cancelled', templates.courierCancelledEmail(to, order, APP)],
    ['new order', templates.newOrderEmail(to, order, APP)],
    [
      'new order, take-away',
      templates.newOrderEmail(to, facts({ fulfillment: 'a_emporter', scheduledFor: null }), APP),
    ],
    ['password reset', templates.passwordResetEmail(to, url, 30)],
    ['e-mail verification', templates.emailVerificationEmail(to, url, 48 * 60)],
    ['e-mail change', templates.emailChangeConfirmEmail(to, url, 24 * 60)],
    ['address taken', templates.emailAlreadyUsedEmail(to, APP)],
    ['change requested', templates.emailChangeRequestedEmail(to, 'new@example.test', APP)],
    ['address changed', templates.emailChangedEmail(to, 'new@example.test', APP)],
  ];
}

/** Words only French has (letters by Unicode: `\b` does not see « à » or « équipe »). */
const FRENCH =
  /(^|[^\p{L}])(bonjour|votre|vous|nous|commande|livraison|équipe|rembours\p{L}*|motif|à|le|la|les|des|du|une?|est|été|pour|avec|sur|dans|pas|rien)(?=$|[^\p{L}])|«|»/iu;

describe('the e-mails in English (issue 18)', () => {
  it.each(everyMail('en'))('%s: no French word in the subject, the text or the HTML', (_, mail) => {
    for (const part of [mail.subject, mail.text, mail.html.replace(/<[^>]*>/g, ' ')]) {
      expect(part).not.toMatch(FRENCH);
    }
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toMatch(/^Hello Jane Doe,/);
    expect(mail.text).toMatch(/The Teranga team$/);
  });

  it.each(everyMail('fr'))('%s: French by default, as before', (_, mail) => {
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toMatch(/^Bonjour Jane Doe,/);
    expect(mail.text).toMatch(/L’équipe Teranga$/);
    // And the check of the English ones does see French.
    expect(mail.text).toMatch(FRENCH);
  });

  it('writes amounts and times the reader’s way', () => {
    expect(formatEuros(2750, 'en')).toBe('€27.50');
    expect(formatEuros(2750).replace(/\s/g, ' ')).toBe('27,50 €');
    const now = new Date('2026-06-10T08:00:00.000Z');
    expect(formatDayClock('2026-06-12T17:45:00.000Z', now, 'en')).toBe('Friday 12 June at 19:45');
    expect(formatDayClock('2026-06-12T17:45:00.000Z', now)).toBe('vendredi 12 juin à 19:45');
    expect(formatDayClock('2026-06-10T17:45:00.000Z', now, 'en')).toBe('19:45');
  });
});
