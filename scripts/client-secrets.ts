/** Names of client-exposed build variables that look like secrets (they would be readable by anyone). */
const SECRET_NAME = /(PASSWORD|PASSWD|SECRET|SERVICE_ROLE|PRIVATE|ADMIN_KEY|API_KEY_SECRET)/i;

export function findClientSecrets(env: Record<string, string | undefined>, prefixes: readonly string[]): string[] {
  return Object.entries(env)
    .filter(([name, value]) => prefixes.some((prefix) => name.startsWith(prefix)) && value !== undefined && value !== '')
    .filter(([name, value]) => SECRET_NAME.test(name) || looksLikeServiceRoleJwt(value ?? ''))
    .map(([name]) => name)
    .sort();
}

/** A Supabase service-role key is a JWT whose payload says role "service_role". */
function looksLikeServiceRoleJwt(value: string): boolean {
  const payload = value.split('.')[1];
  if (!payload) return false;
  try {
    const json = Buffer.from(payload.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    return /"role"\s*:\s*"service_role"/.test(json);
  } catch {
    return false;
  }
}
