/**
 * The part of the official SDK (cybersource-rest-client, plain JavaScript) the adapter uses: each API class is built
 * from the merchant configuration and an ApiClient, and each call answers through a Node-style callback with the
 * deserialised body. Bodies are typed where the adapter reads them (cybersource-client.ts).
 */
declare module 'cybersource-rest-client' {
  type Callback = (error: unknown, data: unknown, response: unknown) => void;
  export class ApiClient {
    timeout: number;
  }
  export class MicroformIntegrationApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    generateCaptureContext(request: unknown, callback: Callback): void;
  }
  export class PayerAuthenticationApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    payerAuthSetup(request: unknown, callback: Callback): void;
    checkPayerAuthEnrollment(request: unknown, callback: Callback): void;
    validateAuthenticationResults(request: unknown, callback: Callback): void;
  }
  export class PaymentsApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    createPayment(request: unknown, callback: Callback): void;
  }
  export class ReversalApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    authReversal(id: string, request: unknown, callback: Callback): void;
  }
  export class RefundApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    refundPayment(request: unknown, id: string, callback: Callback): void;
  }
  export class SearchTransactionsApi {
    constructor(config: Record<string, unknown>, client: ApiClient);
    createSearch(request: unknown, callback: Callback): void;
  }
}
