import { catalogueProblems } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';

import { client as en } from './en';
import { client as fr } from './fr';

describe('client catalogues', () => {
  it('English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(fr, en, 'en')).toEqual([]);
  });
});
