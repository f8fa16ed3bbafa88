import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

/** The error a lazy chunk raises when it cannot be loaded (offline and not cached, server error, or timeout). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

/** Races a dynamic import against a timeout; any failure becomes a ChunkLoadError naming the chunk. */
export function importWithTimeout<Module>(
  load: () => Promise<Module>,
  chunk: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, error));
      },
    );
  });
}

/** React.lazy over a named export, with the chunk timeout. */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
  chunk: string,
): LazyExoticComponent<Module[Name] & ComponentType> {
  return lazy(async () => {
    const module = await importWithTimeout(load, chunk);
    return { default: module[exportName] as Module[Name] & ComponentType };
  });
}
