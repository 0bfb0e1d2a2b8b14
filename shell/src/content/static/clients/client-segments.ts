import type { IconName } from '@storefront/ui';

/** The customers we serve (texts: `segments.<key>` in the clients namespace), each with the page it leads to. */
export const CLIENT_SEGMENTS: readonly { key: string; icon: IconName; to: string }[] = [
  { key: 'sme', icon: 'home', to: '/hosting/shared' },
  { key: 'ecommerce', icon: 'cart', to: '/hosting/cloud' },
  { key: 'ngo', icon: 'globe', to: '/hosting/wordpress' },
  { key: 'education', icon: 'user', to: '/cloud' },
  { key: 'developers', icon: 'server', to: '/cloud' },
  { key: 'enterprise', icon: 'cloud', to: '/aws-partner' },
];

/** The customer stories (texts: `stories.<key>`): illustrative businesses, said so on the page. */
export const CLIENT_STORIES = ['silk', 'agency', 'school'] as const;
