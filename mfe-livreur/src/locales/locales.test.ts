import { catalogueProblems } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';

import { livreur as en } from './en';
import { livreur as fr } from './fr';

describe('livreur catalogues', () => {
  it('English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(fr, en, 'en')).toEqual([]);
  });
});
