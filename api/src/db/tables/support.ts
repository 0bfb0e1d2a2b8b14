/** The support area's tables (added to the Database interface in ../database.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SupportTables {}
