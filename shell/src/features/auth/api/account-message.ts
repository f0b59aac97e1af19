import type { ApiComponents } from '@teranga/shared-ui';

/** What the link routes answer: one French sentence the pages show as is. */
export type AccountMessage = ApiComponents['schemas']['AccountMessage'];
