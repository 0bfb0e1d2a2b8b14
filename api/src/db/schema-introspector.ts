import { sql, type DatabaseIntrospector, type DatabaseMetadata, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * What Kysely's migrator asks of the database (does the migrations' schema exist, do its tables), answered from
 * one schema only. Kysely's own PostgreSQL introspector reads every schema of the database and checks each with
 * has_schema_privilege, which fails with "schema … does not exist" when another connection drops a schema at that
 * moment — the api suite on PostgreSQL does that all the time (each test file drops its own schema when done).
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  /** The schema's tables and views, without their columns (the migrator needs only their names). */
  async getTables(_options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; type: string }>`select table_name as name, table_type as type from information_schema.tables where table_schema = ${this.schema} order by table_name`.execute(this.db);
    return rows.map((row) => ({ name: row.name, schema: this.schema, isView: row.type === 'VIEW', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
