import { z } from 'zod';
import { DISABLED_MODES, REMOTE_AUDIT_LIMITS, REMOTE_PUBLISH_LIMITS, REMOTE_REPORT_LIMITS, REMOTE_VERSION_PATTERN } from './remotes';
import { staffReasonSchema } from './staff-console.schema';
import { REMOTE_PREVIEW_LIMITS } from './remotes-canary';

/** A canary under way: `percent` % of visitors get `version`. */
const remoteCanarySchema = z.object({
  version: z.string(),
  /** 0–100 (two decimals at most). */
  percent: z.number(),
});

/** One entry of GET /api/config/remotes. */
export const remoteConfigSchema = z.object({
  name: z.string(),
  manifest: z.string(),
  version: z.string(),
  enabled: z.boolean(),
  routes: z.array(z.string()),
  disabledMode: z.enum(DISABLED_MODES),
  /** The SRI (sha384) of the version's mf-manifest.json, when the version was published (ADR 0010). */
  integrity: z.string().optional(),
  /** Staff's list only (GET /api/admin/remotes): the canary under way. The public registry is resolved per visitor instead. */
  canary: remoteCanarySchema.optional(),
  /**
   * The public registry only, while a canary runs: the server's signed token for reporting how this visitor's session did
   * with exactly this remote and version (POST /api/remotes/reports counts a report only with it; ADR 0010).
   */
  reportToken: z.string().max(REMOTE_REPORT_LIMITS.tokenMax).optional(),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
export const remoteRegistrySchema = z.array(remoteConfigSchema);

const versionSchema = z.string().regex(REMOTE_VERSION_PATTERN, 'version must be like 1.2.3');

/** Why staff change the registry: kept in the audit with the change. */
export const remoteChangeReasonSchema = staffReasonSchema;

/** The staff change of PATCH /api/admin/remotes/{name}: what to change, and why. */
export const remoteUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    version: versionSchema.optional(),
    disabledMode: z.enum(DISABLED_MODES).optional(),
    reason: remoteChangeReasonSchema,
  })
  .strict()
  .refine((v) => v.enabled !== undefined || v.version !== undefined || v.disabledMode !== undefined, 'Nothing to change');
export type RemoteUpdate = z.infer<typeof remoteUpdateSchema>;

/** One version of a remote that the registry may point at (GET /api/admin/remotes/{name}/versions). */
export const remoteVersionSchema = z.object({
  version: z.string(),
  /** Published by the release tool (immutable, with a release record). */
  published: z.boolean(),
  /** The version the remote's own dist/ was built as (served while it is not published). */
  localBuild: z.boolean(),
  /** The registry points at it now. */
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** Bytes of the version's files (precompressed copies aside); null for a local build. */
  size: z.number().int().nonnegative().nullable(),
  /** The SRI (sha384) of the version's mf-manifest.json, which holds the SRI of every other file. */
  integrity: z.string().nullable(),
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;
export const remoteVersionsSchema = z.array(remoteVersionSchema);

/**
 * POST /api/admin/remotes/{name}/versions: a version's files, by path relative to the version folder (e.g.
 * `remoteEntry.js`, `server/remoteEntry.js`), each base64-encoded. `.gz`/`.br` copies are optional and must
 * decompress to their file.
 */
export const remotePublishSchema = z
  .object({
    version: versionSchema,
    files: z
      .record(z.string().max(REMOTE_PUBLISH_LIMITS.pathMax), z.string().max(REMOTE_PUBLISH_LIMITS.fileBase64Max))
      .refine((files) => Object.keys(files).length <= REMOTE_PUBLISH_LIMITS.filesMax, `at most ${REMOTE_PUBLISH_LIMITS.filesMax} files`),
  })
  .strict();
export type RemotePublish = z.infer<typeof remotePublishSchema>;

/** The answer of a publish: `published` (new, 201) or `unchanged` (the same bytes were published before, 200). */
export const remotePublishResultSchema = z.object({
  outcome: z.enum(['published', 'unchanged']),
  version: remoteVersionSchema,
});
export type RemotePublishResult = z.infer<typeof remotePublishResultSchema>;

/** A canary: `percent` % of visitors (0–100, two decimals) get `version`; 0 ends it. */
export const remoteCanaryUpdateSchema = z
  .object({
    version: versionSchema,
    percent: z
      .number()
      .min(0, 'percent must be 0-100')
      .max(100, 'percent must be 0-100')
      .refine((p) => Math.round(p * 100) === p * 100, 'percent has two decimals at most'),
    reason: remoteChangeReasonSchema,
  })
  .strict();
export type RemoteCanaryUpdate = z.infer<typeof remoteCanaryUpdateSchema>;

/** A preview of one version of a remote for the staff member's own browser (a signed, expiring cookie). */
export const remotePreviewRequestSchema = z
  .object({
    version: versionSchema,
    minutes: z.number().int().min(1).max(REMOTE_PREVIEW_LIMITS.maxMinutes).default(REMOTE_PREVIEW_LIMITS.defaultMinutes),
    reason: remoteChangeReasonSchema,
  })
  .strict();
export const remotePreviewSchema = z.object({ remote: z.string(), version: z.string(), expiresAt: z.string() });
export type RemotePreview = z.infer<typeof remotePreviewSchema>;

/** What the audit records of a remote's entry before and after a change. */
export const remoteStateSchema = z.object({
  enabled: z.boolean(),
  version: z.string(),
  disabledMode: z.enum(DISABLED_MODES),
  /** The canary under way (absent in rows written before canaries existed). */
  canary: remoteCanarySchema.nullable().optional(),
  /** A preview started by this change: the version and until when (the staff member's own browser). */
  preview: z.object({ version: z.string(), expiresAt: z.string() }).optional(),
});
export type RemoteState = z.infer<typeof remoteStateSchema>;

/** One change of the registry (GET /api/admin/remotes/audit). */
export const remoteAuditEntrySchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  /** The staff member's email, `cli:<os user>` from the CLI on the database, `system` for an automatic rollback. */
  actor: z.string(),
  at: z.string(),
  before: remoteStateSchema,
  after: remoteStateSchema,
  reason: z.string(),
});
export type RemoteAuditEntry = z.infer<typeof remoteAuditEntrySchema>;
export const remoteAuditSchema = z.array(remoteAuditEntrySchema);

export const remoteAuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(REMOTE_AUDIT_LIMITS.listMax).default(50),
    remote: z.string().max(64).optional(),
  })
  .strict();

/**
 * The browser's report of the remotes a page session used (issue 14, item 9; sent with navigator.sendBeacon):
 * per remote and version, whether it mounted and whether it failed to load or render. An entry counts only with
 * the token the server handed this visitor for that remote and version (issue 28, item 2), once per token's session
 * and outcome, however often it is reported; `session` (the tab's own id) is kept for the shape and not trusted.
 */
export const remoteReportSchema = z
  .object({
    session: z.string().regex(REMOTE_REPORT_LIMITS.sessionPattern, 'session must be 16-64 letters, digits, - or _'),
    reports: z
      .array(
        z
          .object({
            remote: z.string().max(64),
            version: versionSchema,
            mounted: z.boolean(),
            failed: z.boolean(),
            /** The registry entry's reportToken: without a valid one for this remote and version the entry is ignored. */
            token: z.string().max(REMOTE_REPORT_LIMITS.tokenMax).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(REMOTE_REPORT_LIMITS.entriesMax),
  })
  .strict();
export type RemoteReport = z.infer<typeof remoteReportSchema>;
