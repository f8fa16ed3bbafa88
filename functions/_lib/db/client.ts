/**
 * The one database interface the feedback functions use: parameterised SQL ($1, $2, ...) that runs unchanged on the
 * embedded PostgreSQL (PGlite, under DATA_DIR) and on any PostgreSQL server (DATABASE_URL, Supabase's included).
 *
 * Conventions that keep both drivers returning the same shapes:
 * - counts are cast to int in SQL (`count(*)::int`), never left as bigint (postgres.js returns bigint as text);
 * - JSON goes in as text and is cast in SQL (`$1::text::jsonb`), so neither driver re-encodes it;
 * - timestamps go in as ISO strings (`$1::timestamptz`) and come back as Date objects.
 */
export interface SqlClient {
  /** 'embedded' is PGlite in this process; 'postgres' is a server reached over the network. */
  readonly kind: 'embedded' | 'postgres';
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
