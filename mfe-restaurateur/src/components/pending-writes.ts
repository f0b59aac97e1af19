import { useMutationState, type MutationKey } from '@tanstack/react-query';

/** The variables of the writes under `mutationKey` still on their way: several rows may save at once. */
export const usePendingVariables = <T>(mutationKey: MutationKey): T[] =>
  useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as T,
  });
