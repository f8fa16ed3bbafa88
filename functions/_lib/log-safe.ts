/**
 * What the functions may write to the server's log about a failure: the error's class and its code (a PostgreSQL
 * SQLSTATE such as 23505, a Node code such as ECONNREFUSED), never its message, its properties or its cause. A
 * database error carries the statement's parameters, and its message can quote a row (a post, a return's payload,
 * a book's synopsis): logging the error object would copy what a person wrote into the log.
 */

/** Codes as drivers and Node give them: SQLSTATEs (5 characters) and upper-case names. Anything else is dropped. */
const SAFE_CODE = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]{1,40})$/;

/** The error's class name, when it is a plain identifier (a class name cannot carry a sentence). */
function nameOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,60}$/.test(error.name) ? error.name : 'Error';
}

/** `PostgresError 23505`, `TypeError`, `SchemaNotReadyError`: safe to log whatever the error held. */
export function errorCode(error: unknown): string {
  const name = nameOf(error);
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && SAFE_CODE.test(code) ? `${name} ${code}` : name;
}
