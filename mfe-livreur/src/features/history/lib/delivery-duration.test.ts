import { describe, expect, it } from 'vitest';
import { deliveryDurationMinutes } from './delivery-duration';

describe('deliveryDurationMinutes', () => {
  it('is delivery_time − pickup_time in whole minutes', () => {
    expect(
      deliveryDurationMinutes({ pickup_time: '2025-03-03T12:10:00Z', delivery_time: '2025-03-03T12:31:29Z' }),
    ).toBe(21);
    expect(
      deliveryDurationMinutes({ pickup_time: '2025-03-03T12:10:00Z', delivery_time: '2025-03-03T12:31:31Z' }),
    ).toBe(22);
  });

  it.each([
    [null, '2025-03-03T12:31:00Z'],
    ['2025-03-03T12:10:00Z', null],
    [null, null],
    ['pas une date', '2025-03-03T12:31:00Z'],
    ['2025-03-03T12:31:00Z', '2025-03-03T12:10:00Z'],
  ])('is null unless both times exist and make sense (%s → %s)', (pickup_time, delivery_time) => {
    expect(deliveryDurationMinutes({ pickup_time, delivery_time })).toBeNull();
  });
});
