import { catalogueEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The catalogue endpoints this remote reads (shared/contracts), as RTK Query hooks cached under their tags. */
export const catalogueApi = injectEndpointsOf(catalogueEndpoints);

export const { useListProductsQuery, useListSslCertificatesQuery, useGetSslCertificateQuery } = catalogueApi;
