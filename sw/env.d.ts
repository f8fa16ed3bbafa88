/* What the shared modules the worker imports (src/config/env.ts) expect from the build: Vite fills both in. */
interface ImportMetaEnv {
  readonly [key: string]: string | boolean | undefined;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare const __APP_VERSION__: string;
