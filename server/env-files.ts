import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` reads the same .env files as the production build (.env, .env.local, .env.production,
 * .env.production.local; later files win), so server-only settings such as ADMIN_EMAIL and the Supabase URL the CSP
 * allows can live in .env.local. Variables already in the environment always win over the files.
 */
export const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

export function parseEnvText(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1] || line.trimStart().startsWith('#')) continue;
    let value = match[2] ?? '';
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? (quoted[2] ?? '').replace(/\\n/g, '\n') : (quoted[2] ?? '');
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]] = value;
  }
  return values;
}

export function loadEnvFiles(directory: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const fromFiles: Record<string, string> = {};
  const loaded: string[] = [];
  for (const file of ENV_FILES) {
    const path = join(directory, file);
    if (!existsSync(path)) continue;
    Object.assign(fromFiles, parseEnvText(readFileSync(path, 'utf8')));
    loaded.push(file);
  }
  for (const [name, value] of Object.entries(fromFiles)) {
    if (env[name] === undefined) env[name] = value;
  }
  return loaded;
}
