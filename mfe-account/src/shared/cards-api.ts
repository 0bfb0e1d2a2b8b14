import { cardsEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The saved-card endpoints (shared/contracts) as RTK Query hooks, cached under 'Card'. mfe-checkout injects the same declarations. */
export const cardsApi = injectEndpointsOf(cardsEndpoints);

export const { useListCardsQuery, useStartCardSetupMutation, useGetCardSetupQuery, useSetDefaultCardMutation, useDeleteCardMutation } = cardsApi;
