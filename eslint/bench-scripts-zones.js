/*
 * BENCH AND SCRIPTS ZONES (issue 37). bench/ measures the app, the functions and the build; scripts/ builds and
 * checks. They exercise contract/, functions/ and server/ directly, and use the test helpers (src/testing,
 * tests/support), but never reach into src/ or sw/: a measurement that imports a screen's internals breaks when the
 * screen is refactored, and measures something other than what ships. Each other import is named here with its reason.
 */
export const BENCH_AND_SCRIPTS_ZONES = [
  {
    target: ['bench', 'scripts'],
    from: ['src'],
    except: [
      // The test helpers shared with unit and end-to-end tests.
      './testing',
      // The insight bench visits every activity, flow and tool page: it reads their ids from our written content.
      './content/insight/activities.ts',
      './content/insight/flows.ts',
      './content/insight/tools/index.ts',
    ],
    message: 'bench/ and scripts/ import no src/ internals: only src/testing and the content lists named in eslint/bench-scripts-zones.js. Measure through the build, a page or contract/.',
  },
  {
    target: ['bench', 'scripts'],
    from: ['sw'],
    message: 'bench/ and scripts/ import nothing of sw/: measure the service worker through the build and a browser.',
  },
  {
    target: ['bench', 'scripts'],
    from: ['tests'],
    except: [
      // Stand-ins, databases and the e2e hooks' contract.
      './support',
      // The sync bench starts the same backends as the sync browser tests.
      './sync/support',
    ],
    message: 'bench/ and scripts/ import only the test helpers of tests/ (tests/support, tests/sync/support), never a test.',
  },
];

/**
 * The one exception, for bench/e2ee-device alone (its own tsconfig): the encrypted sync bench's devices restore and
 * propagate through the replica, runner and account code in Node on fake-indexeddb, as
 * src/sync/e2ee/runner/__tests__/full-stack.test.ts does: the restore figure is meant to be the replica's own work,
 * which no page exposes without a test build. The rest of bench/ keeps the zones above.
 */
export const E2EE_DEVICE_BENCH_ZONES = BENCH_AND_SCRIPTS_ZONES.map((zone, index) =>
  index === 0 ? { ...zone, except: [...zone.except, './sync/e2ee', './db/database.ts', './db/types.ts'] } : zone,
);
