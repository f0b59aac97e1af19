import { catalogueProblems } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';

import { restaurateur as en } from './en';
import { restaurateur as fr } from './fr';

describe('restaurateur catalogues', () => {
  it('English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(fr, en, 'en')).toEqual([]);
  });
});
