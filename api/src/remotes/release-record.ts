/** `release.json` beside a published version's files (ADR 0010). */
export interface ReleaseRecord {
  /** The federation name, e.g. mfe_domains. */
  remote: string;
  version: string;
  /** ISO time of the publish. */
  publishedAt: string;
  /** RELEASE_BY, git's user.name or the OS user for the CLI; the staff member's email for the endpoint. */
  publishedBy: string;
  /** Bytes of the version's files (the manifest included; precompressed .gz/.br copies and this record not). */
  size: number;
  /** SRI (sha384) of the published mf-manifest.json, whose metaData.integrity holds every other file's. */
  manifestIntegrity: string;
  /** The file count the integrity covers (the manifest aside). */
  files: number;
}
