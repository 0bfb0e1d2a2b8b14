/** The billing feature's public surface: the contact card the payment step shows. */
export { ContactDetails } from './ContactDetails';
