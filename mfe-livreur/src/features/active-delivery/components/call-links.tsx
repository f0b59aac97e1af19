import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { isActiveDelivery } from '../../deliveries/api/get-active-delivery';
import { telHref } from '../lib/phone';
import styles from './call-links.module.css';

type Callee = 'client' | 'restaurant';

interface Call {
  callee: Callee;
  phone: string;
  href: string;
}

function call(callee: Callee, phone: string | null | undefined): Call[] {
  const href = phone ? telHref(phone) : null;
  return phone && href ? [{ callee, phone: phone.trim(), href }] : [];
}

/**
 * 'Appeler le client' and 'Appeler le restaurant': the phone dials at a tap, the number shown so it
 * can be read out or typed elsewhere. Only while the delivery is under way and the number known
 * (the API gives them to its courier until it is delivered).
 */
export function CallLinks({ livraison }: { livraison: Livraison }) {
  const { t } = useTranslation(LIVREUR_NS);
  if (!isActiveDelivery(livraison)) return null;
  const calls = [...call('client', livraison.client_phone), ...call('restaurant', livraison.restaurant_phone)];
  if (calls.length === 0) return null;
  return (
    <div className={styles.calls}>
      {calls.map(({ callee, phone, href }) => (
        <a
          key={callee}
          href={href}
          className={buttonClasses({ variant: 'secondary', size: 'lg', fullWidth: true, className: styles.call })}
        >
          <span>{t(`active.calls.${callee}`)}</span> <span className={styles.number}>{phone}</span>
        </a>
      ))}
    </div>
  );
}
