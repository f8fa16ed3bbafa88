import { config } from '@/config/env';

export interface Diagnostics {
  version: string;
  buildTime: string;
  serviceWorker: 'unsupported' | 'not registered' | 'installing' | 'waiting' | 'active' | 'active and controlling';
  precache: { entries: number; bytes: number } | null;
  storage: { usage: number; quota: number } | null;
  persisted: boolean | null;
}

async function readServiceWorkerState(): Promise<Diagnostics['serviceWorker']> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'not registered';
  if (registration.active) return navigator.serviceWorker.controller ? 'active and controlling' : 'active';
  if (registration.waiting) return 'waiting';
  return 'installing';
}

/** Sums the bytes of every response in Workbox's precache. */
async function readPrecache(): Promise<Diagnostics['precache']> {
  if (typeof caches === 'undefined') return null;
  const names = (await caches.keys()).filter((name) => name.includes('precache'));
  let entries = 0;
  let bytes = 0;
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      entries += 1;
      bytes += (await response.blob()).size;
    }
  }
  return { entries, bytes };
}

export async function readDiagnostics(): Promise<Diagnostics> {
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate().catch(() => null) : null;
  const persisted = navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null;
  const [serviceWorker, precache] = await Promise.all([readServiceWorkerState(), readPrecache()]);
  return {
    version: config.version,
    buildTime: __BUILD_TIME__,
    serviceWorker,
    precache,
    storage: estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null,
    persisted,
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
