/**
 * RFC 5730 §3 (Result Codes): 1xxx is success (1000 completed, 1001 completed with action pending, 1300 no messages,
 * 1301 ack to dequeue, 1500 completed and session ended); 2xxx is failure: 20xx a protocol or syntax error in the
 * command (our bug: retrying does not help), 21xx unimplemented or not allowed by policy, 22xx authentication or
 * authorisation, 23xx the object's state (exists, does not exist, status prohibits, pending transfer…), 24xx a
 * server-side failure (2400 command failed: try again), 25xx a failure after which the server closes the session
 * (2500 closing, 2501 authentication error closing, 2502 session limit exceeded).
 */
export const EPP_CODES = {
  completed: 1000,
  pending: 1001,
  noMessages: 1300,
  messageQueued: 1301,
  endingSession: 1500,
  syntaxError: 2001,
  commandUse: 2002,
  parameterRange: 2004,
  parameterSyntax: 2005,
  notEligibleForTransfer: 2106,
  authentication: 2200,
  authorization: 2201,
  invalidAuthInfo: 2202,
  pendingTransfer: 2300,
  notPendingTransfer: 2301,
  exists: 2302,
  doesNotExist: 2303,
  statusProhibits: 2304,
  associationProhibits: 2305,
  parameterPolicy: 2306,
  commandFailed: 2400,
  closing: 2500,
  authenticationClosing: 2501,
  sessionLimit: 2502,
} as const;

/** Whether a result code means the command succeeded (RFC 5730 §3: the first digit 1). */
export const succeeded = (code: number): boolean => code >= 1000 && code < 2000;

/** Whether the server closes the connection after answering `code` (RFC 5730 §3: 2500 to 2502). */
export const closesSession = (code: number): boolean => code >= 2500 && code < 2600;

/** Codes a later try may get past: the server's own failure (2400) and every closing code (2500-2502, the next session may be let in). */
export const retryableCode = (code: number): boolean => code === EPP_CODES.commandFailed || closesSession(code);

/** The registry answered a command with a failure code (the command was not carried out, RFC 5730 §3). */
export class EppResultError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    readonly command: string,
  ) {
    super(`EPP ${command} failed: ${code} ${reason}`);
    this.name = 'EppResultError';
  }

  get retryable(): boolean {
    return retryableCode(this.code);
  }
}

/**
 * The registry could not be reached or its answer did not arrive: refused or dropped connection, TLS failure,
 * timeout. `sent` says the command had left (its answer is lost: the command may have been carried out). Always
 * retryable — the fulfilment job retries any error that is not a RegistryError.
 */
export class EppTransportError extends Error {
  readonly retryable = true;
  constructor(
    message: string,
    readonly sent: boolean,
  ) {
    super(message);
    this.name = 'EppTransportError';
  }
}

/**
 * A change whose answer was lost and which asking again with `<domain:info>` could not show was carried out:
 * not repeated here (the fulfilment job retries it later, after asking again). Retryable.
 */
export class EppOutcomeUnknownError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'EppOutcomeUnknownError';
  }
}
