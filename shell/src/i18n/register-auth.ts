import { i18n } from '@storefront/platform';
import en from './locales/en/auth.json';
import km from './locales/km/auth.json';
import { SHELL_NS } from './register';

let registered = false;

/**
 * The texts of the sign-in, sign-up, two-factor, email-verification, password and notice dialogs and pages, in
 * both languages: part of the shell's namespace, but shipped with the lazy chunks that show them (each calls
 * this when it loads), so the home page does not download them (docs/perf.md).
 */
export function registerAuthTexts(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle('en', SHELL_NS, en, true, false);
  i18n.addResourceBundle('km', SHELL_NS, km, true, false);
}
