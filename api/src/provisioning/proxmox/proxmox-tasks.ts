import type { Proxmox } from 'proxmox-api';
import { ProvisioningError } from '../provisioner';

export interface Following {
  /** Milliseconds between two looks at a running task. */
  pollIntervalMs: number;
  /** How long a task is followed before the job gives up for now (it is retried and follows it again). */
  taskTimeoutMs: number;
}

// Deadlines on the cluster's own work: a monotonic clock (performance.now), never the business clock, which development moves.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const isUpid = (value: unknown): value is string => typeof value === 'string' && value.startsWith('UPID:');

/**
 * A long operation (clone, config, resize, start, stop, delete, vzdump, restore) answers a UPID: it is followed to
 * its end with GET /nodes/{node}/tasks/{upid}/status — `status` is `running` until it is `stopped`, and then
 * `exitstatus` says how it ended: `OK`, `WARNINGS: n` (done, with warnings in its log) or the error. Nothing is taken
 * as done before that. A call answered with null (a synchronous API, or PVE 7's resize) has nothing to follow.
 */
export async function followTask(api: Proxmox.Api, node: string, upid: unknown, what: string, following: Following): Promise<void> {
  if (!isUpid(upid)) return;
  const until = performance.now() + following.taskTimeoutMs;
  for (;;) {
    const task = await api.nodes.$(node).tasks.$(upid).status.$get();
    if (task.status === 'stopped') {
      const exit = String(task.exitstatus ?? '');
      if (exit === 'OK' || exit.startsWith('WARNINGS')) return;
      throw new ProvisioningError(`Proxmox VE could not ${what}: ${exit || 'the task ended without a status'}`);
    }
    if (performance.now() >= until) throw new ProvisioningError(`Proxmox VE is still working to ${what} after ${Math.round(following.taskTimeoutMs / 1000)} s (followed again on the next try)`);
    await pause(following.pollIntervalMs);
  }
}

/** A VM locked by an operation in progress (a clone or a restore an earlier try started): waits for the lock to go. */
export async function waitUnlocked(api: Proxmox.Api, node: string, vmid: number, following: Following): Promise<Record<string, unknown>> {
  const until = performance.now() + following.taskTimeoutMs;
  for (;;) {
    const config = (await api.nodes.$(node).qemu.$(vmid).config.$get()) as Record<string, unknown>;
    if (!config.lock) return config;
    if (performance.now() >= until) throw new ProvisioningError(`VM ${vmid} is still locked (${String(config.lock)}) after ${Math.round(following.taskTimeoutMs / 1000)} s (looked at again on the next try)`);
    await pause(following.pollIntervalMs);
  }
}
