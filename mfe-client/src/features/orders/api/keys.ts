/** Cache keys of /commandes: the orders page lists them, checkout and payment change them, the tracking page follows one. */
export const orderKeys = {
  all: ['commandes'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (clientId: string | undefined) => [...orderKeys.lists(), { client_id: clientId }] as const,
  tracking: (id: string) => [...orderKeys.all, 'suivi', id] as const,
  /** The client's review of one order (`GET /commandes/:id/review`). */
  review: (id: string) => [...orderKeys.all, 'review', id] as const,
  /** The receipt of one delivered order (`GET /commandes/:id/receipt`). */
  receipt: (id: string) => [...orderKeys.all, 'receipt', id] as const,
};
