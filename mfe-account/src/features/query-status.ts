/** The HTTP status of a failed RTK Query call over the platform's base query, or undefined. */
export function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** An invoice id that is not the customer's (404) or not an id at all (400) is a page that does not exist. */
export function isNotFound(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}
