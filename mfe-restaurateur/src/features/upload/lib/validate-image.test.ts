import { describe, expect, it } from 'vitest';
import { LIMITS } from '@teranga/shared-ui';
import { IMAGE_MESSAGES, validateImage } from './validate-image';

describe('validateImage', () => {
  it('accepts an image up to exactly 5 MB', () => {
    expect(validateImage({ type: 'image/png', size: LIMITS.maxImageBytes })).toBeNull();
    expect(validateImage({ type: 'image/gif', size: 10 })).toBeNull();
  });

  it('refuses a file over 5 MB', () => {
    expect(validateImage({ type: 'image/jpeg', size: LIMITS.maxImageBytes + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses anything that is not an image, whatever its size', () => {
    expect(validateImage({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.notImage);
    expect(validateImage({ type: '', size: LIMITS.maxImageBytes + 1 })).toBe(IMAGE_MESSAGES.notImage);
  });
});
