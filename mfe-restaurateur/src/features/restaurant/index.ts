// The restaurant feature's surface for the other features of the area.
export { useMyRestaurant } from './api/get-my-restaurant';
export { CreateRestaurantForm } from './components/create-restaurant-form';
export { OpenSwitch } from './components/open-switch';
export { RestaurantCard } from './components/restaurant-card';
export { RestaurantLookupState } from './components/restaurant-lookup-state';
