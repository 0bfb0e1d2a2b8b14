import type { FastifyInstance } from 'fastify';
import { createSettingsReader } from './runtime-settings';

export { readRuntimeSettings, updateRuntimeSettings, SETTINGS_CACHE_MS, type SettingsDefaults } from './runtime-settings';

const readers = new WeakMap<FastifyInstance['db'], ReturnType<typeof createSettingsReader>>();

/** The app's settings reader (one per database): GET /api/config reads through it, a staff change clears it. */
export function settingsOf(app: Pick<FastifyInstance, 'db' | 'config'>): ReturnType<typeof createSettingsReader> {
  let reader = readers.get(app.db);
  if (!reader) {
    reader = createSettingsReader(app.db, { flags: app.config.flags, theme: app.config.theme });
    readers.set(app.db, reader);
  }
  return reader;
}
