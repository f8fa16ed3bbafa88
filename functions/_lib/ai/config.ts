/**
 * Where the AI function sends a conversation: an OpenAI-compatible chat-completions endpoint named by the server's
 * environment only (AI_BASE_URL, AI_API_KEY, AI_MODEL). Nothing here is ever built into the client: the variables
 * have no VITE_ prefix, and the dist scan (tests/e2e/admin-dist-secrets.spec.ts) looks for the key in the build.
 */
export interface AiConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** The configuration, or null when any part is missing or the address is not http(s) (the function answers 503). */
export function readAiConfig(env: Record<string, string | undefined>): AiConfig | null {
  const baseURL = env.AI_BASE_URL?.trim() ?? '';
  const apiKey = env.AI_API_KEY?.trim() ?? '';
  const model = env.AI_MODEL?.trim() ?? '';
  if (!baseURL || !apiKey || !model) return null;
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    console.error('AI_BASE_URL is not a URL; the talking helper stays off');
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    console.error('AI_BASE_URL must be an http(s) address; the talking helper stays off');
    return null;
  }
  return { baseURL: url.href.replace(/\/+$/, ''), apiKey, model };
}
