import { voucherSuggestionSchema } from '../voucher-suggestion';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { voucherSuggestionEndpoints } from './voucher-suggestion';

const schemas = { getVoucherSuggestion: { response: voucherSuggestionSchema } } as const;

export const voucherSuggestionSchemas: BoundEndpoints<typeof voucherSuggestionEndpoints, typeof schemas> = bindSchemas('voucherSuggestion', voucherSuggestionEndpoints, schemas);
