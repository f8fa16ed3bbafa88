/**
 * Payloads travel as base64url text and are stored as the bytes they are (migration 0021): text would hold a third
 * more. The conversion runs in SQL, so both drivers (node-postgres and PGlite) see only text parameters and answers.
 */

/** SQL turning a base64url text `expression` into bytea: PostgreSQL's decode takes padded standard base64. */
export function byteaFromBase64Url(expression: string): string {
  return `decode(rpad(translate(${expression}, '-_', '+/'), ((char_length(${expression}) + 3) / 4) * 4, '='), 'base64')`;
}

/** SQL turning a bytea `expression` into base64url text without padding (encode breaks lines every 76 characters). */
export function base64UrlFromBytea(expression: string): string {
  return `translate(encode(${expression}, 'base64'), E'+/=\\n', '-_')`;
}
