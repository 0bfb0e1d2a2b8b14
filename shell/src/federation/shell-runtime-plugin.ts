import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';
import { platformVersionGuard } from './platform-version-guard';

/**
 * The shell's federation runtime plugin, built into main.js (`runtimePlugins` in shell/webpack.config.cjs) so that it
 * is in place before the runtime loads anything:
 * - it refuses a remote built against a newer platform than the shell provides (platform-version-guard.ts,
 *   docs/adr/0007);
 * - it loads each shared module in a task of its own (`beforeLoadShare`): the page's first ones, then each remote's.
 *   Without it the runtime resolved all the page's shared modules in the task that ran main.js, one long task (about
 *   60 ms on this machine, four times that on Lighthouse's phone) instead of the runtime's own start and then one
 *   short task per module.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-shell',
    ...platformVersionGuard(),
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
