/**
 * zod's own code, configured, and no schema: the page's first stage before any module of schemas
 * (ZOD_STAGES in ./outbox-kinds.ts). Only `config` is taken from the `z` namespace, so the build keeps zod's shared
 * chunk and none of its locales. Relative imports only: the service worker imports the kinds.
 */
import { z } from '../../contract/zod';

export const zodConfigure = z.config;
