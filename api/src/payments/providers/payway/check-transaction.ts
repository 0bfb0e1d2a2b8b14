import { z } from 'zod';
import { centsOfDecimal } from '../decimal-amount';
import { CHECK_TRANSACTION_HASH_FIELDS, paywayHash, paywayReqTime } from './hash';

/**
 * The PayWay Check transaction API (https://developer.payway.com.kh/check-transaction-14530826e0, "Ecommerce
 * Checkout → Check transaction"): `POST {base}/api/payment-gateway/v1/payments/check-transaction-2`, JSON
 * `{ req_time, merchant_id, tran_id, hash }` with hash = base64(HMAC-SHA512(req_time + merchant_id + tran_id)).
 * It answers `{ data: { payment_status_code, payment_status, payment_amount, payment_currency, apv, … },
 * status: { code, message, tran_id } }`, `status.code` "00" on success; payment_status_code 0 APPROVED or PRE-AUTH,
 * 2 PENDING, 3 DECLINED, 4 REFUNDED, 7 CANCELLED (the page's 200 response). A tran_id PayWay does not know answers
 * another status code (6, "tran_id not found", as a sandbox probe recorded it); a wrong hash answers HTTP 403.
 */
export const CHECK_TRANSACTION_PATH = '/api/payment-gateway/v1/payments/check-transaction-2';

export interface PaywayEndpoint {
  merchantId: string;
  apiKey: string;
  baseUrl: string;
  /** How long one call may take before PayWay counts as down (PAYWAY_TIMEOUT_MS). */
  timeoutMs: number;
}

/** What PayWay says of a transaction: unknown to it, or its status and what was paid (cents, currency). */
export type TransactionStatus =
  | { found: false; code: string }
  | { found: true; status: string; statusCode: number | null; amount: number | null; reportedAmount: unknown; currency: string | null; apv: string | null };

/** PayWay could not answer (down, slow, or an answer that is not the API's): `code` names why, for PAYMENT_GATEWAY_ERROR. */
export class PaywayUnavailable extends Error {
  constructor(readonly code: string) {
    super(`PayWay unavailable: ${code}`);
  }
}

const answerSchema = z.object({
  status: z.object({ code: z.union([z.string(), z.number()]).transform(String), message: z.string().nullish() }),
  data: z
    .object({
      payment_status_code: z.number().int().nullish(),
      payment_status: z.string().nullish(),
      payment_amount: z.unknown(),
      payment_currency: z.string().nullish(),
      apv: z.string().nullish(),
    })
    .nullish(),
});

/** Asks PayWay for `tranId`'s status, within the endpoint's timeout (Node's fetch, undici, with an abort signal). */
export async function checkTransaction(endpoint: PaywayEndpoint, tranId: string, now: Date): Promise<TransactionStatus> {
  const fields = { req_time: paywayReqTime(now), merchant_id: endpoint.merchantId, tran_id: tranId };
  let response: Response;
  try {
    response = await fetch(new URL(CHECK_TRANSACTION_PATH, endpoint.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...fields, hash: paywayHash(endpoint.apiKey, CHECK_TRANSACTION_HASH_FIELDS, fields) }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new PaywayUnavailable(error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'PAYWAY_TIMEOUT' : 'PAYWAY_UNREACHABLE');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new PaywayUnavailable(response.ok ? 'PAYWAY_INVALID_ANSWER' : `PAYWAY_HTTP_${response.status}`);
  }
  const answer = answerSchema.safeParse(json);
  if (!response.ok || !answer.success) throw new PaywayUnavailable(answer.success ? `PAYWAY_${answer.data.status.code}` : response.ok ? 'PAYWAY_INVALID_ANSWER' : `PAYWAY_HTTP_${response.status}`);
  const { status, data } = answer.data;
  if (status.code !== '00' && status.code !== '0') {
    // 6: the tran_id is not one of this merchant's; any other code is PayWay refusing the call itself.
    if (status.code === '6') return { found: false, code: status.code };
    throw new PaywayUnavailable(`PAYWAY_${status.code}`);
  }
  if (!data || !data.payment_status) throw new PaywayUnavailable('PAYWAY_INVALID_ANSWER');
  return {
    found: true,
    status: data.payment_status.toUpperCase(),
    statusCode: data.payment_status_code ?? null,
    amount: centsOfDecimal(data.payment_amount),
    reportedAmount: data.payment_amount,
    currency: data.payment_currency ?? null,
    apv: data.apv ?? null,
  };
}
