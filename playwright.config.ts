import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8897);
export const baseURL = `http://127.0.0.1:${PORT}`;
const SUPABASE_SPECS = /(^|\/)(sync|identity)\.spec\.ts$/;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** End-to-end tests run against the production build, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers on the two cores, in CI too: one worker took over 20 minutes.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'app', testIgnore: SUPABASE_SPECS },
    // These specs each build the Supabase test variant into the same folder and start the stand-ins on the same
    // ports: one worker runs them one after the other, beside the other worker's 'app' specs.
    { name: 'supabase', testMatch: SUPABASE_SPECS, workers: 1 },
  ],
  webServer: {
    command: 'npx tsx server/serve.ts',
    url: `${baseURL}/.netlify/functions/health`,
    // E2E_DIST_DIR lets several working copies of the build be tested side by side (vite build --outDir ...).
    env: {
      PORT: String(PORT),
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      // Every browser test reaches the server from 127.0.0.1, one client address, where real visitors each have
      // their own: the per-address limits are raised here (they are tested in tests/functions).
      RATE_LIMITS: process.env.E2E_RATE_LIMITS ?? 'submit=600,upload=120,track=3000,prompt=600,read=3000,login=60,share=600,open=3000,list=600,directory=3000,post=600,flag=600,community=3000,book=600,receipt=3000,ai=600',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
