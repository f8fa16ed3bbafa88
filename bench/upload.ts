/**
 * Upload latency: POST /upload of a screenshot-sized PNG and a phone-photo-sized JPEG (made with sharp, noisy so they
 * compress like real pictures), one at a time, each under a new id so every one is really stored. Prints p50/p95 per
 * kind. Run by bench/functions.ts against the server it starts.
 */
import sharp from 'sharp';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function picture(kind: 'png' | 'jpeg'): Promise<Buffer> {
  const [width, height] = kind === 'png' ? [1280, 800] : [2016, 1512];
  const base = sharp({ create: { width, height, channels: 3, background: '#6b8fb3', noise: { type: 'gaussian', mean: 128, sigma: 12 } } });
  return kind === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 85 }).toBuffer();
}

export async function benchUploads(base: string): Promise<string[]> {
  const lines: string[] = [];
  for (const kind of ['png', 'jpeg'] as const) {
    const bytes = await picture(kind);
    const times: number[] = [];
    let failed = 0;
    for (let index = 0; index < UPLOADS + 3; index += 1) {
      const form = new FormData();
      form.set('id', crypto.randomUUID());
      form.set('file', new Blob([new Uint8Array(bytes)], { type: `image/${kind}` }), `bench.${kind === 'png' ? 'png' : 'jpg'}`);
      const started = performance.now();
      const response = await fetch(`${base}/.netlify/functions/feedback/upload`, { method: 'POST', body: form });
      await response.arrayBuffer();
      // The first three are a warm-up (module loading, the JIT).
      if (index >= 3) times.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
    times.sort((a, b) => a - b);
    const line =
      `functions upload (${kind.toUpperCase()}, ${(bytes.length / 1024).toFixed(0)} KB): p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(0)} ms (${UPLOADS} sequential uploads; ${failed} failed)`;
    console.log(line);
    lines.push(line);
  }
  return lines;
}
