import { z } from 'zod';

// The zod side of ./restaurant-ops for the option routes (why apart: see ./index.ts).

export const _optionPlaceholder = z.never();
