import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { googleMapsDirectionsUrl } from '../lib/google-maps';

/** Directions to the drop-off in a new tab, so the delivery page (and its polling) stays open. */
export function GoogleMapsLink({ destination }: { destination: string }) {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <a
      href={googleMapsDirectionsUrl(destination)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', size: 'lg', fullWidth: true })}
    >
      <Trans t={t} i18nKey="active.maps.open" components={{ hidden: <span className="tg-visually-hidden" /> }} />
    </a>
  );
}
