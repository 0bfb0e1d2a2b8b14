/** HTML-escapes an attribute value or text (OWASP's five characters), for the api's few HTML pages (the sandbox gateway's, a provider's form). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
