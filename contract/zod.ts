/**
 * The one zod every contract schema is built with, configured before any schema exists. zod 4 compiles object
 * parsers with `new Function` unless told not to, and even its probe for whether that is allowed is reported as a
 * Content-Security-Policy violation under our `script-src 'self'` (no 'unsafe-eval'): jitless parsing is a little
 * slower and keeps every page free of eval.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
