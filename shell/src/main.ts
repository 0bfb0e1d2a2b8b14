import '@storefront/ui/fonts.css';
import { earlyClicks } from './app/early-clicks';
import { nextTask } from './app/next-task';
import { configureZodWithoutEval } from './app/zod-jitless';

configureZodWithoutEval();

/**
 * The page's code is evaluated in steps, each in a task of its own: evaluated at once it was one long task (about
 * 0.6 s on a phone) that kept the page from answering a tap. The modules are in the page's first chunks already:
 * an eager import fetches nothing, it only chooses when a module's code runs.
 */
async function start(root: HTMLElement): Promise<void> {
  // A tap on a button meanwhile (kept by the boot script) is pressed again once the page is hydrated.
  const early = earlyClicks();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@storefront/platform');
  await nextTask();
  // The design system's styles library reads the server's stylesheet in as it starts: a step of its own.
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@storefront/ui');
  await nextTask();
  const { mountShell } = await import(/* webpackMode: "eager" */ './app/mount');
  await nextTask();
  await mountShell(root, early);
}

const root = document.getElementById('root');
if (root) void start(root);
