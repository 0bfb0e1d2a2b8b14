/** Google Tag Manager's own origin: its container script (gtm.js) and its pixel. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The CSP sources the tag manager needs (spec §7: initialised from configuration), after Google's guide
 * (https://developers.google.com/tag-platform/security/guides/csp): its script, the analytics it reports to,
 * and their pixels — only when a container id is configured; none otherwise. The shell loads gtm.js from its
 * own code (no inline snippet), so no 'unsafe-inline' or nonce is needed; a container's Custom HTML tags, which
 * inject inline scripts, stay blocked.
 */
export function tagManagerCspSources(tagManagerId: string | null): { script: string[]; img: string[]; connect: string[] } {
  if (!tagManagerId) return { script: [], img: [], connect: [] };
  const analytics = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    script: [TAG_MANAGER_ORIGIN],
    img: [TAG_MANAGER_ORIGIN, ...analytics],
    connect: [TAG_MANAGER_ORIGIN, ...analytics],
  };
}
