import { cardsEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The saved cards (shared/contracts' card endpoints, the same declarations mfe-account injects: one 'Card' cache). */
export const cardsApi = injectEndpointsOf(cardsEndpoints);

export const { useListCardsQuery } = cardsApi;
