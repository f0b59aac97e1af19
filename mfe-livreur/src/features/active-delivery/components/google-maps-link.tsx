import { buttonClasses } from '@teranga/shared-ui';
import { googleMapsDirectionsUrl } from '../lib/google-maps';

/** Directions to the drop-off in a new tab, so the delivery page (and its polling) stays open. */
export function GoogleMapsLink({ destination }: { destination: string }) {
  return (
    <a
      href={googleMapsDirectionsUrl(destination)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', fullWidth: true })}
    >
      Ouvrir dans Google Maps
      <span className="tg-visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}
