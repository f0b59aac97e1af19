import { catalogueProblems } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';

import { shell as en } from './en';
import { shell as fr } from './fr';

describe('shell catalogues', () => {
  it('English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(fr, en, 'en')).toEqual([]);
  });
});
