/**
 * The part of PostgREST this app uses, on a real PostgreSQL with row-level security: each request runs in its own
 * transaction as the role its token names (anon, authenticated, service_role), with `request.jwt.claims` and
 * `request.headers` set the way PostgREST sets them, so the migrations' policies decide exactly as on Supabase.
 *
 * Supported: GET (select with column lists, order, limit, offset, the filters eq / cs / ov / in), POST (insert, with
 * Prefer resolution=ignore-duplicates or merge-duplicates and on_conflict, return=minimal or representation),
 * PATCH (update with the same filters), DELETE (with the same filters). Single-object responses (Accept: application/vnd.pgrst.object+json) answer
 * PGRST116 when the result is not exactly one row. POST /rpc/<function> calls a function of the public schema that
 * takes no arguments (delete_my_data) and answers its result as JSON. Anything else (other operators, or/and/not, embedding, other
 * methods) is answered with a 400, so a call the app starts making is noticed here first.
 */
import type postgres from 'postgres';

export const SUPPORTED_OPERATORS = ['eq', 'cs', 'ov', 'in'] as const;
type Operator = (typeof SUPPORTED_OPERATORS)[number];

export interface TableInfo {
  columns: Map<string, string>;
  primaryKey: string[];
}

export type Schema = Map<string, TableInfo>;

export interface RestRequest {
  method: string;
  table: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export async function loadSchema(sql: postgres.Sql): Promise<Schema> {
  const columns = await sql<{ table_name: string; column_name: string; type: string }[]>`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`;
  const keys = await sql<{ table_name: string; column_name: string }[]>`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where n.nspname = 'public' and i.indisprimary
    order by c.relname, array_position(i.indkey, a.attnum)`;
  const schema: Schema = new Map();
  for (const row of columns) {
    let table = schema.get(row.table_name);
    if (!table) {
      table = { columns: new Map(), primaryKey: [] };
      schema.set(row.table_name, table);
    }
    table.columns.set(row.column_name, row.type);
  }
  for (const row of keys) schema.get(row.table_name)?.primaryKey.push(row.column_name);
  return schema;
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

function unsupported(what: string): PostgrestError {
  return new PostgrestError(400, 'PGRST100', `Not supported by the Supabase stand-in: ${what}`);
}

function columnOf(table: TableInfo, tableName: string, name: string): string {
  if (!table.columns.has(name)) {
    throw new PostgrestError(400, 'PGRST204', `Could not find the '${name}' column of '${tableName}' in the schema cache`);
  }
  return name;
}

function columnList(table: TableInfo, tableName: string, raw: string | null): string[] | '*' {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return '*';
  return raw.split(',').map((part) => {
    const name = part.trim();
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw unsupported(`select "${name}" (only plain column names)`);
    return columnOf(table, tableName, name);
  });
}

function selectSql(columns: string[] | '*'): string {
  return columns === '*' ? '*' : columns.map(quote).join(', ');
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

function buildWhere(table: TableInfo, tableName: string, query: URLSearchParams, params: unknown[]): string {
  const clauses: string[] = [];
  for (const [key, value] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not') throw unsupported(`logical operator "${key}"`);
    const column = columnOf(table, tableName, key);
    const dot = value.indexOf('.');
    const operator = dot > 0 ? value.slice(0, dot) : '';
    const operand = dot > 0 ? value.slice(dot + 1) : '';
    if (!(SUPPORTED_OPERATORS as readonly string[]).includes(operator)) throw unsupported(`operator "${operator || value}"`);
    const type = table.columns.get(column) ?? 'text';
    if (operator === 'in') {
      // PostgREST's list: in.(a,b,"c,d"); supabase-js quotes a value holding a comma or a parenthesis.
      if (!operand.startsWith('(') || !operand.endsWith(')') || type.endsWith('[]')) throw unsupported(`in "${operand}"`);
      const values = [...operand.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((match) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'));
      params.push(values);
      clauses.push(`${quote(column)} = any($${params.length}::${type}[])`);
      continue;
    }
    params.push(operand);
    const placeholder = `$${params.length}::${type}`;
    const sqlOperator: Record<Exclude<Operator, 'in'>, string> = { eq: '=', cs: '@>', ov: '&&' };
    if ((operator === 'cs' || operator === 'ov') && !type.endsWith('[]')) throw unsupported(`${operator} on a column that is not an array`);
    clauses.push(`${quote(column)} ${sqlOperator[operator as Exclude<Operator, 'in'>]} ${placeholder}`);
  }
  return clauses.length > 0 ? ` where ${clauses.join(' and ')}` : '';
}

function buildOrder(table: TableInfo, tableName: string, raw: string | null): string {
  if (!raw) return '';
  const terms = raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.split('.');
    const column = columnOf(table, tableName, name);
    let direction = 'asc';
    let nulls = '';
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier;
      else if (modifier === 'nullsfirst') nulls = ' nulls first';
      else if (modifier === 'nullslast') nulls = ' nulls last';
      else throw unsupported(`order modifier "${modifier}"`);
    }
    return `${quote(column)} ${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function integerParam(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name);
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw new PostgrestError(400, 'PGRST100', `"${name}" must be a non-negative integer`);
  return Number(raw);
}

function parsePrefer(header: string | undefined): Map<string, string> {
  const prefer = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) prefer.set(key.trim(), (value ?? '').trim());
  }
  return prefer;
}

/** PostgreSQL error -> the HTTP status PostgREST answers with. */
export function statusForSqlState(code: string, role: string): number {
  // PostgREST's own convention: `raise sqlstate 'PTxyz'` answers HTTP status xyz (the row quota raises PT429).
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('23') || code.startsWith('22') || code === '42703' || code === 'P0001') return 400;
  return 500;
}

function wantsObject(headers: Record<string, string>): boolean {
  return (headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}

/** Runs one statement in its own transaction as PostgREST would: as the token's role, with its claims and the
 * request's headers visible to policies (auth.uid() reads the claims). */
async function runAs(sql: postgres.Sql, request: Omit<RestRequest, 'table' | 'query' | 'body'>, path: string, statement: string, params: unknown[]) {
  return sql.begin(async (tx) => {
    await tx.unsafe(`set local role ${request.role}`);
    await tx`select
      set_config('request.jwt.claims', ${JSON.stringify(request.claims)}, true),
      set_config('request.headers', ${JSON.stringify(request.headers)}, true),
      set_config('request.method', ${request.method}, true),
      set_config('request.path', ${path}, true)`;
    return tx.unsafe(statement, params as postgres.ParameterOrJSON<never>[]);
  });
}

export interface RpcRequest extends Omit<RestRequest, 'table' | 'query'> {
  fn: string;
}

/** POST /rpc/<fn> for a function without arguments: its result, as JSON (a missing function is PostgREST's 404). */
export async function handleRpc(sql: postgres.Sql, request: RpcRequest): Promise<RestResponse> {
  if (request.method !== 'POST') throw unsupported(`${request.method} on a function (only POST)`);
  const args = request.body;
  if (args !== null && (typeof args !== 'object' || Array.isArray(args) || Object.keys(args).length > 0)) {
    throw unsupported('function arguments (only functions without arguments)');
  }
  const found = await sql`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname = ${request.fn} and p.pronargs = 0`;
  if (found.length === 0) {
    throw new PostgrestError(404, 'PGRST202', `Could not find the function public.${request.fn} without parameters in the schema cache`);
  }
  const rows = await runAs(sql, request, `/rpc/${request.fn}`, `select to_json(public.${quote(request.fn)}()) as body`, []);
  const first = rows[0] as { body: unknown } | undefined;
  return { status: 200, headers: {}, body: first?.body ?? null };
}

export async function handleRest(sql: postgres.Sql, schema: Schema, request: RestRequest): Promise<RestResponse> {
  const table = schema.get(request.table);
  if (!table) {
    throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${request.table}' in the schema cache`);
  }
  const profile = request.headers['accept-profile'] ?? request.headers['content-profile'];
  if (profile && profile !== 'public') throw new PostgrestError(406, 'PGRST106', `The schema must be public, not ${profile}`);
  const prefer = parsePrefer(request.headers.prefer);
  const returning = columnList(table, request.table, request.query.get('select'));
  const representation = prefer.get('return') === 'representation';
  const params: unknown[] = [];
  let statement: string;
  let kind: 'select' | 'mutation';

  switch (request.method) {
    case 'GET': {
      const where = buildWhere(table, request.table, request.query, params);
      const order = buildOrder(table, request.table, request.query.get('order'));
      const limit = integerParam(request.query, 'limit');
      const offset = integerParam(request.query, 'offset');
      statement = `select ${selectSql(returning)} from public.${quote(request.table)}${where}${order}${limit !== null ? ` limit ${limit}` : ''}${offset !== null ? ` offset ${offset}` : ''}`;
      kind = 'select';
      break;
    }
    case 'POST': {
      const rows = Array.isArray(request.body) ? request.body : [request.body];
      if (rows.length === 0) return { status: 201, headers: {}, body: representation ? [] : null };
      if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
        throw new PostgrestError(400, 'PGRST102', 'The body must be a JSON object or an array of objects');
      }
      for (const key of request.query.keys()) {
        if (!RESERVED.has(key)) throw unsupported(`filter "${key}" on an insert`);
      }
      const listed = request.query.get('columns');
      const keys = listed
        ? listed.split(',').map((name) => name.trim().replace(/^"|"$/g, ''))
        : [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
      const columns = keys.map((name) => columnOf(table, request.table, name));
      // postgres.js encodes a value bound to a json parameter itself.
      params.push(rows);
      const quoted = columns.map(quote).join(', ');
      let conflict = '';
      const resolution = prefer.get('resolution');
      if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
        const target = (request.query.get('on_conflict') ?? table.primaryKey.join(','))
          .split(',')
          .map((name) => columnOf(table, request.table, name.trim()));
        if (resolution === 'ignore-duplicates') {
          conflict = ` on conflict (${target.map(quote).join(', ')}) do nothing`;
        } else {
          const updates = columns.filter((column) => !target.includes(column));
          conflict =
            updates.length === 0
              ? ` on conflict (${target.map(quote).join(', ')}) do nothing`
              : ` on conflict (${target.map(quote).join(', ')}) do update set ${updates.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(', ')}`;
        }
      }
      statement = `insert into public.${quote(request.table)} (${quoted}) select ${quoted} from json_populate_recordset(null::public.${quote(request.table)}, $1::json)${conflict}`;
      if (representation) statement += ` returning ${selectSql(returning)}`;
      kind = 'mutation';
      break;
    }
    case 'PATCH': {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new PostgrestError(400, 'PGRST102', 'The body of an update must be a JSON object');
      }
      const columns = Object.keys(body).map((name) => columnOf(table, request.table, name));
      if (columns.length === 0) throw new PostgrestError(400, 'PGRST102', 'Nothing to update');
      params.push(body);
      const quoted = columns.map(quote).join(', ');
      const where = buildWhere(table, request.table, request.query, params);
      const assignment =
        columns.length === 1
          ? `${quoted} = (select ${quoted} from json_populate_record(null::public.${quote(request.table)}, $1::json))`
          : `(${quoted}) = (select ${quoted} from json_populate_record(null::public.${quote(request.table)}, $1::json))`;
      statement = `update public.${quote(request.table)} set ${assignment}${where}`;
      if (representation) statement += ` returning ${selectSql(returning)}`;
      kind = 'mutation';
      break;
    }
    case 'DELETE': {
      const where = buildWhere(table, request.table, request.query, params);
      // PostgREST refuses a DELETE without a filter only when configured to; the app always filters by id.
      statement = `delete from public.${quote(request.table)}${where}`;
      if (representation) statement += ` returning ${selectSql(returning)}`;
      kind = 'mutation';
      break;
    }
    default:
      throw unsupported(`method ${request.method}`);
  }

  const wrapped =
    kind === 'select' || representation
      ? `with q as (${statement}) select coalesce(json_agg(q), '[]'::json) as body, count(*)::int as n from q`
      : statement;

  const result = await runAs(sql, request, `/${request.table}`, wrapped, params);

  if (kind === 'mutation' && !representation) {
    const count = result.count ?? 0;
    return {
      status: request.method === 'POST' ? 201 : 204,
      headers: { 'Content-Range': `*/${count}` },
      body: null,
    };
  }
  const first = result[0] as { body: unknown[]; n: number } | undefined;
  const rows = first?.body ?? [];
  const n = first?.n ?? 0;
  const range = n > 0 ? `0-${n - 1}/*` : '*/*';
  if (wantsObject(request.headers)) {
    if (rows.length !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      );
    }
    return { status: request.method === 'POST' ? 201 : 200, headers: { 'Content-Range': range }, body: rows[0] };
  }
  return { status: request.method === 'POST' ? 201 : 200, headers: { 'Content-Range': range }, body: rows };
}
