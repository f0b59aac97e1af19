// The orders feature's surface for the dashboard's latest orders.
export { useOrders } from './api/get-orders';
export { itemCount } from './lib/item-count';
