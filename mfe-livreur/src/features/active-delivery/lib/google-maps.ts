/** Directions to the address in Google Maps (the official URL scheme, opened in a new tab). */
export const googleMapsDirectionsUrl = (destination: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
