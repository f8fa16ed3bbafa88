import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/*
 * ---- Zones between the areas of functions/_lib ----
 * Each area folder (functions/_lib/<area>: one function's handlers and stores) imports only the shared base of
 * functions/_lib (its top-level modules: the backend, the request context, dispatch, http, log-safe, rate limits,
 * device bindings, address groups, the admin action log; and db/), contract/ and its own folder. Never another area,
 * except the imports named below with their reasons. What two areas share moves down into the base.
 */
const FUNCTIONS_LIB = 'functions/_lib';
/** Folders of functions/_lib that are the shared base, not an area. */
const FUNCTIONS_SHARED_FOLDERS = ['db', 'migrations'];
const FUNCTION_AREAS = readdirSync(path.join(ROOT, FUNCTIONS_LIB), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FUNCTIONS_SHARED_FOLDERS.includes(entry.name) && entry.name !== '__tests__')
  .map((entry) => entry.name);

/** An area's stores: `store.ts` or `<thing>-store.ts`, by the naming every area follows. */
function storesOf(area) {
  return readdirSync(path.join(ROOT, FUNCTIONS_LIB, area)).filter((name) => name === 'store.ts' || name.endsWith('-store.ts'));
}

/** area -> { other area -> the files of it the area may import, relative to that area's folder } */
const FUNCTION_AREA_EXCEPTIONS = {
  // Erasing a device reaches every area's records: erase may use any area's store (today the upload store, to delete
  // the device's files, and the image types their names end with).
  erase: Object.fromEntries(
    FUNCTION_AREAS.filter((area) => area !== 'erase').map((area) => [
      area,
      [...storesOf(area), ...(area === 'uploads' ? ['sniff.ts'] : [])].map((file) => `./${file}`),
    ]),
  ),
  // The feedback function serves the admin's sign-in (credentials, throttle, sessions; its path is the cookie's) and
  // takes the screenshots (sniffed, re-encoded, named as the upload store names them).
  feedback: { auth: ['./admin-credentials.ts', './login-throttle.ts', './sessions.ts'], uploads: ['./reencode.ts', './sniff.ts', './store.ts'] },
  // A moderator's claim on a post belongs to one browser session: the session cookie, hashed, tells two apart.
  community: { auth: ['./sessions.ts'] },
};

export const FUNCTION_AREA_ZONES = FUNCTION_AREAS.flatMap((area) =>
  FUNCTION_AREAS.filter((other) => other !== area).map((other) => {
    const allowed = FUNCTION_AREA_EXCEPTIONS[area]?.[other] ?? [];
    return {
      target: [`${FUNCTIONS_LIB}/${area}`],
      from: [`${FUNCTIONS_LIB}/${other}`],
      except: allowed,
      message: `${FUNCTIONS_LIB}/${area} imports no other area (here ${other}${allowed.length ? `, beyond ${allowed.join(', ')} named in eslint/function-area-zones.js` : ''}): only its own folder, the shared base of ${FUNCTIONS_LIB} and contract/. Move what both need into the base.`,
    };
  }),
);
