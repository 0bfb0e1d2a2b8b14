/** What other features of the checkout use of the basket's: the details of a configured cart item. */
export { CartItemDetails } from './CartItemDetails';
