import { describe, expect, it } from 'vitest';
import {
  deliveryEstimate,
  estimateMinutes,
  extractPostcode,
  haversineKm,
  locate,
  locateByPostcode,
  POSTCODE_CENTROIDS,
  roadDistanceKm,
} from './geo';
import { normalizeText, searchTerms } from './text';

describe('geo', () => {
  it('haversine: Notre-Dame → Tour Eiffel ≈ 4.1 km; × 1.3 rounded to 0.1', () => {
    const notreDame = { lat: 48.853, lng: 2.3499 };
    const eiffel = { lat: 48.8584, lng: 2.2945 };
    expect(haversineKm(notreDame, eiffel)).toBeCloseTo(4.1, 1);
    expect(roadDistanceKm(notreDame, eiffel)).toBe(Math.round(haversineKm(notreDame, eiffel) * 1.3 * 10) / 10);
    expect(haversineKm(notreDame, notreDame)).toBe(0);
  });

  it('estimate = 10 min + 4 min/km, rounded', () => {
    expect(estimateMinutes(0)).toBe(10);
    expect(estimateMinutes(2.4)).toBe(20);
    expect(estimateMinutes(5.3)).toBe(31);
  });

  it('extracts the last known 5-digit postcode', () => {
    expect(extractPostcode('8 Rue de Clignancourt, 75018 Paris')).toBe('75018');
    expect(extractPostcode('12345 Rue Imaginaire, 93200 Saint-Denis')).toBe('93200');
    expect(extractPostcode('75116 Paris')).toBe('75116');
    expect(extractPostcode('1 Place Bellecour, 69002 Lyon')).toBeNull();
    expect(extractPostcode('Appartement 750180, Paris')).toBeNull();
    expect(extractPostcode('Paris 18e')).toBeNull();
    expect(extractPostcode(null)).toBeNull();
  });

  it('locates by saved coordinates first, then by postcode, else null', () => {
    expect(locate('x, 75011 Paris', 48.1, 2.2)).toEqual({ lat: 48.1, lng: 2.2 });
    expect(locate('x, 75011 Paris', null, null)).toEqual({ lat: 48.859, lng: 2.38 });
    expect(locate('quelque part', null, 2.2)).toBeNull();
    expect(locateByPostcode('x, 94200 Ivry-sur-Seine')).toEqual({ lat: 48.8156, lng: 2.385 });
    expect(deliveryEstimate(null, { lat: 48.8, lng: 2.3 })).toEqual({ distanceKm: null, estimatedTimeMinutes: null });
  });

  it('covers the 20 arrondissements and the inner suburbs, inside the Paris area', () => {
    for (let n = 1; n <= 20; n++) expect(POSTCODE_CENTROIDS[`750${String(n).padStart(2, '0')}`]).toBeDefined();
    for (const [code, [lat, lng]] of Object.entries(POSTCODE_CENTROIDS)) {
      expect(code).toMatch(/^(75|92|93|94)\d{3}$/);
      expect(lat).toBeGreaterThan(48.7);
      expect(lat).toBeLessThan(49.0);
      expect(lng).toBeGreaterThan(2.15);
      expect(lng).toBeLessThan(2.6);
    }
  });
});

describe('text', () => {
  it('normalises case, accents, ligatures and spaces', () => {
    expect(normalizeText('  Sénégalais  ÉPICÉ ')).toBe('senegalais epice');
    expect(normalizeText('Bœuf Æther')).toBe('boeuf aether');
    expect(searchTerms(' Yassa   POULET ')).toEqual(['yassa', 'poulet']);
    expect(searchTerms('   ')).toEqual([]);
  });
});
