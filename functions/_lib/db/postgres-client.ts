import type { Sql, TransactionSql } from 'postgres';
import type { SqlClient } from './client.ts';

type Parameter = Parameters<Sql['unsafe']>[1];

function wrap(sql: Sql | TransactionSql, root: Sql): SqlClient {
  return {
    kind: 'postgres',
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      // The parameters are plain values (strings, numbers, booleans, null, bytes); postgres.js types them itself.
      const rows = await sql.unsafe(text, [...params] as Parameter);
      return [...rows] as unknown as Row[];
    },
    async exec(text: string) {
      // Without parameters postgres.js uses the simple query protocol, which runs several statements.
      await sql.unsafe(text);
    },
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (sql !== root) return work(wrap(sql, root));
      return (await root.begin((tx) => work(wrap(tx, root)))) as T;
    },
    async close() {
      if (sql === root) await root.end({ timeout: 5 });
    },
  };
}

/**
 * Connects to the PostgreSQL server at `url` (DATABASE_URL). Prepared statements are off so a transaction-mode
 * pooler (Supabase's pooler, PgBouncer) works; the pool is small because serverless instances are many.
 */
export async function openPostgresDatabase(url: string, options: { maxConnections?: number } = {}): Promise<SqlClient> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, {
    max: options.maxConnections ?? 5,
    prepare: false,
    onnotice: () => undefined,
    connect_timeout: 10,
    idle_timeout: 30,
  });
  await sql`select 1`;
  return wrap(sql, sql);
}
