import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`) || relativePath.startsWith('assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  // The shell, the service worker and the manifest must always be revalidated so updates are seen.
  return 'no-cache';
}

/**
 * Serves files from the build folder. An extensionless path is its prerendered page when the build wrote one
 * (/a/b -> a/b.html, see scripts/prerender), else the SPA shell (shell.html, or index.html in a build without
 * prerendered pages); a missing file with an extension is a 404, so a missing chunk never comes back as HTML.
 */
export function createStaticFiles(root: string) {
  // Compressed once per file content: a file replaced under a running server (a new sw.js deployed into the folder)
  // is served as it is now, not as it was first compressed.
  const compressed = new Map<string, { source: Buffer; gz: Buffer }>();

  async function readExisting(relativePath: string): Promise<Buffer | null> {
    const absolute = normalize(join(root, relativePath));
    if (!absolute.startsWith(normalize(root + sep))) return null;
    try {
      const info = await stat(absolute);
      if (!info.isFile()) return null;
      return await readFile(absolute);
    } catch {
      return null;
    }
  }

  return async function serveStatic(pathname: string, acceptEncoding: string): Promise<StaticFile> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: Buffer.from('Bad request: malformed path'),
      };
    }
    let relativePath = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
    if (relativePath === '') relativePath = 'index.html';
    let body = await readExisting(relativePath);
    if (!body && extname(relativePath) === '') {
      const pages = [`${relativePath}.html`, `${relativePath}/index.html`];
      for (const candidate of [...pages, 'shell.html', 'index.html']) {
        body = await readExisting(candidate);
        if (body) {
          relativePath = candidate;
          break;
        }
      }
    }
    if (!body) {
      return {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: Buffer.from('Not found'),
      };
    }
    const extension = extname(relativePath);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(relativePath),
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(acceptEncoding) && body.length > 1024) {
      let entry = compressed.get(relativePath);
      if (!entry?.source.equals(body)) {
        entry = { source: body, gz: gzipSync(body, { level: 9 }) };
        compressed.set(relativePath, entry);
      }
      headers['Content-Encoding'] = 'gzip';
      body = entry.gz;
    }
    return { status: 200, headers, body };
  };
}
