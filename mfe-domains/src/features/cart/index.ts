/** The cart feature's public surface: other features and the pages import it from here, never its files. */
export { useAddDomain, type AddOutcome, type DomainCartRequest } from './use-add-domain';
export { useCartDomains } from './use-cart-domains';
