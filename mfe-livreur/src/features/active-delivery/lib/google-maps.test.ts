import { describe, expect, it } from 'vitest';
import { googleMapsDirectionsUrl } from './google-maps';

describe('googleMapsDirectionsUrl', () => {
  it('asks Google Maps for directions to the encoded address', () => {
    expect(googleMapsDirectionsUrl("5 Place d'Italie, 75013 Paris")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=5%20Place%20d'Italie%2C%2075013%20Paris",
    );
  });

  it('keeps characters that would break the query inside the destination', () => {
    const url = new URL(googleMapsDirectionsUrl('12 rue A & B #3, Bâtiment C=2'));
    expect(url.searchParams.get('destination')).toBe('12 rue A & B #3, Bâtiment C=2');
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
  });
});
