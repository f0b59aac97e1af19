import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo';

describe('distanceMeters', () => {
  it('is zero for the same fix', () => {
    expect(distanceMeters({ latitude: 48.8867, longitude: 2.3431 }, { latitude: 48.8867, longitude: 2.3431 })).toBe(0);
  });

  it('measures a few metres in Paris (1e-4 degree of latitude ≈ 11 m)', () => {
    const d = distanceMeters({ latitude: 48.8867, longitude: 2.3431 }, { latitude: 48.8868, longitude: 2.3431 });
    expect(d).toBeCloseTo(11.1, 1);
  });

  it('measures across the city (Gare du Nord to Place d’Italie ≈ 5 km), the same both ways', () => {
    const north = { latitude: 48.8809, longitude: 2.3553 };
    const italie = { latitude: 48.8314, longitude: 2.3557 };
    expect(distanceMeters(north, italie)).toBeGreaterThan(5_400);
    expect(distanceMeters(north, italie)).toBeLessThan(5_600);
    expect(distanceMeters(italie, north)).toBeCloseTo(distanceMeters(north, italie), 6);
  });
});
