import { z } from 'zod';
import { DISABLED_MODES } from './remotes';

/** One entry of GET /api/config/remotes. */
export const remoteConfigSchema = z.object({
  name: z.string(),
  manifest: z.string(),
  version: z.string(),
  enabled: z.boolean(),
  routes: z.array(z.string()),
  disabledMode: z.enum(DISABLED_MODES),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
export const remoteRegistrySchema = z.array(remoteConfigSchema);

/** The staff change of PATCH /api/admin/remotes/{name}. */
export const remoteUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    version: z
      .string()
      .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'version must be like 1.2.3')
      .optional(),
    disabledMode: z.enum(DISABLED_MODES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type RemoteUpdate = z.infer<typeof remoteUpdateSchema>;

