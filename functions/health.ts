import { access, constants } from 'node:fs/promises';
import { jsonResponse } from './_lib/http.ts';

interface HealthContext {
  dataDir?: string;
}

/** GET /.netlify/functions/health: is the server up, and can it write its data folder. */
export default async function health(request: Request, context?: HealthContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonResponse(405, { success: false, error: 'Method not allowed' }, { Allow: 'GET, HEAD' });
  }
  let dataWritable: boolean | null = null;
  if (context?.dataDir) {
    dataWritable = await access(context.dataDir, constants.W_OK).then(
      () => true,
      () => false,
    );
  }
  return jsonResponse(200, { success: true, data: { status: 'ok', time: new Date().toISOString(), dataWritable } });
}
