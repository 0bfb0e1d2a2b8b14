import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE, splitLocalePath } from '@storefront/contracts';
import { loadLocale } from '@storefront/platform';
import { App } from './App';

/** The language of the first render: the path's, or the kept choice a visit to / is about to follow. */
function initialLocale(): 'en' | 'km' {
  if (splitLocalePath(window.location.pathname).locale === 'km') return 'km';
  return new RegExp(`(?:^|; )${LOCALE_COOKIE}=km(?:;|$)`).test(document.cookie) ? 'km' : 'en';
}

export async function mountShell(element: HTMLElement): Promise<void> {
  // Khmer readers get the shell's Khmer texts before the first paint (no flash of English).
  if (initialLocale() === 'km') await loadLocale('km').catch(() => undefined);
  createRoot(element).render(<App />);
}
