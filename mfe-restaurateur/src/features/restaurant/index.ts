// The restaurant feature's surface for the other features of the area.
import { lazy } from 'react';

export { useMyRestaurant } from './api/get-my-restaurant';
// Lazy: a form (zod, react-hook-form) that only a restaurateur without a restaurant opens.
export const CreateRestaurantForm = lazy(() =>
  import('./components/create-restaurant-form').then((m) => ({ default: m.CreateRestaurantForm })),
);
export { OpenSwitch } from './components/open-switch';
export { PauseNotice } from './components/pause-notice';
export { PrepTimeSetting } from './components/prep-time-setting';
export { RestaurantCard } from './components/restaurant-card';
export { RestaurantLookupState } from './components/restaurant-lookup-state';
