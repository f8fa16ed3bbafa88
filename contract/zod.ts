/**
 * zod, configured once for every contract module: import `z` from here, never from 'zod' directly. The app runs under
 * a CSP without 'unsafe-eval', so zod's JIT can never run there, and building an object schema with it enabled probes
 * `new Function` at once, which the browser reports as a violation. This module runs before any schema is built
 * (every contract module imports it first), so no probe ever happens; the parsed bodies are small, so nothing is lost.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
