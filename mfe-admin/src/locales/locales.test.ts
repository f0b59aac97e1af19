import { catalogueProblems } from '@teranga/shared-ui/testing';
import { describe, expect, it } from 'vitest';

import { admin as en } from './en';
import { admin as fr } from './fr';

describe('admin catalogues', () => {
  it('English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(fr, en, 'en')).toEqual([]);
  });
});
