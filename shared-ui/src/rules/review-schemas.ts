import { z } from 'zod';

// The zod side of ./restaurant-ops for the review routes (why apart: see ./index.ts).

export const _reviewPlaceholder = z.never();
