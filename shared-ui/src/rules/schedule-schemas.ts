import { z } from 'zod';

// The zod side of ./restaurant-ops for the schedule routes (why apart: see ./index.ts).

export const _schedulePlaceholder = z.never();
