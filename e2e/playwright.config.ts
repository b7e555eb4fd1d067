import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright drives the composed production build in Debian's Chromium (no browser download):
 * six apps on their own origins plus the local backend, started once by `webServer`: `npm start`'s
 * Node server, or with E2E_SERVER=nginx the apps' nginx configs on Debian's nginx (as the images).
 */
const NGINX = process.env.E2E_SERVER === 'nginx';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'off',
    ...devices['Desktop Chrome'],
    // page.route cannot see what a service worker fetches, and most specs inject failures with it:
    // the worker runs in the specs that test it (offline-*.spec.ts: `serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: NGINX ? 'npx tsx ../scripts/serve-nginx.ts' : 'npx tsx ../scripts/serve.ts',
    url: 'http://localhost:3000/env.json',
    // A server already running is the Node one: the nginx run must start its own.
    reuseExistingServer: !process.env.CI && !NGINX,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
