import { Outlet } from 'react-router-dom';
import { LiveConnector, QueryProvider, clearOnUserChange, createQueryClient } from '@teranga/shared-ui/area';

// The page's one query cache, for the areas. Loaded with the first area opened, so the public
// pages never download @tanstack/react-query (13 KB gzip, measured by `npm run bench`).
// Created here, not in the layout, so that it outlives a visit to `/` between two areas; it is
// emptied on every change of user, even one made while this layout is not mounted.
const client = createQueryClient();
clearOnUserChange(client);

export function QueryLayout() {
  return (
    <QueryProvider client={client}>
      <Outlet />
      {/* The tab's live connection: open while an area is on screen. */}
      <LiveConnector />
    </QueryProvider>
  );
}
