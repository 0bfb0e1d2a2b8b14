/**
 * The platform's start, in steps a page can take one task at a time. Evaluated at once (importing
 * `@storefront/platform`), the platform runs its libraries and sets itself up in one long task — about 80 ms on this
 * project's machine, over 300 ms on a phone, time in which the page answers no tap. Each step here evaluates one
 * part (a library, the api client, translations, the store); the shell awaits each in turn, with the browser's turn
 * between them, before it imports the platform, which then finds its parts evaluated.
 *
 * The parts are the platform's own modules, so they are the very instances the platform uses: nothing runs twice.
 * Imported weakly: a step only runs a module the page has already loaded (the platform's chunks, loaded with the
 * page's shared modules before its code starts) and adds no chunk of its own. A step whose module is not there
 * (a platform provided by another build) fails, and the caller goes on: the platform's import runs it then.
 */
export const PLATFORM_STAGES: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "weak" */ './vendor/rx'),
  () => import(/* webpackMode: "weak" */ './vendor/router'),
  () => import(/* webpackMode: "weak" */ './vendor/state'),
  () => import(/* webpackMode: "weak" */ './vendor/i18n'),
  () => import(/* webpackMode: "weak" */ './http/api-client'),
  () => import(/* webpackMode: "weak" */ './i18n/i18n'),
  () => import(/* webpackMode: "weak" */ './store/store'),
];
