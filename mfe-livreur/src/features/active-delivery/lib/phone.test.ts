import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it.each([
    ['06 12 34 56 78', 'tel:0612345678'],
    ['06.12.34.56.78', 'tel:0612345678'],
    ['06-12-34-56-78', 'tel:0612345678'],
    ['  0612345678 ', 'tel:0612345678'],
    ['+33 6 12 34 56 78', 'tel:+33612345678'],
    ['+33 (0)6 12 34 56 78', 'tel:+33612345678'],
    ['+221 77 123 45 67', 'tel:+221771234567'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('keeps a + only at the start, never from the middle of the text', () => {
    expect(telHref('06 12 + 34')).toBe('tel:061234');
  });

  it('gives nothing for a number without digits', () => {
    expect(telHref('')).toBeNull();
    expect(telHref(' + ')).toBeNull();
    expect(telHref('inconnu')).toBeNull();
  });
});
