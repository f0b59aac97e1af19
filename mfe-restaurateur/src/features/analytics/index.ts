// The analytics feature's surface for the dashboard's 7-day figures.
export { useRestaurantAnalytics } from './api/get-restaurant-analytics';
export { successRate } from './lib/success-rate';
