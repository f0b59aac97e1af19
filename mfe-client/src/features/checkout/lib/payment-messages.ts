import { i18n } from '@teranga/shared-ui';
import '../../../i18n';

/**
 * Texts of the card payment (spec §8 'Checkout' for the first four), read from the catalogue in
 * the page's language each time one is read: the hooks outside React use them too.
 */
export const PAYMENT_MESSAGES = {
  get success() {
    return i18n.t('client:checkout.payment.success');
  },
  get redirecting() {
    return i18n.t('client:checkout.payment.redirecting');
  },
  get successToast() {
    return i18n.t('client:checkout.payment.successToast');
  },
  get intentFailed() {
    return i18n.t('client:checkout.orderFailed');
  },
  get cardFailed() {
    return i18n.t('client:checkout.payment.cardFailed');
  },
  get stripeUnavailable() {
    return i18n.t('client:checkout.payment.stripeUnavailable');
  },
};
