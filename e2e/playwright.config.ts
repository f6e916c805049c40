import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SSO_PROVIDER, ssoIssuer } from './sso';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../data/e2e');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Sized for a busy machine (the suite shares two cores with the server and the browser, and CI
  // runners are often loaded): a test gets 90 s and an expectation 20 s before they fail. A test
  // that does much more than one journey calls test.slow() (three times the test timeout) rather
  // than a fixed number, so it keeps the same margin. Spec files do not pass shorter timeouts.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../apps/server/bundle/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Building nothing, but migrating a fresh database and inserting the demo catalogue.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      NODE_ENV: 'production',
      // The suite writes far faster than a person from one address.
      WRITE_LIMIT_PER_MINUTE: '1000000',
      UPLOAD_LIMIT_PER_HOUR: '1000000',
      REGISTER_LIMIT_PER_HOUR: '1000000',
      // Single sign-on with the provider tests/sso.spec.ts starts (e2e/sso.ts).
      OIDC_ISSUER: ssoIssuer,
      OIDC_CLIENT_ID: SSO_PROVIDER.clientId,
      OIDC_CLIENT_SECRET: SSO_PROVIDER.clientSecret,
      OIDC_NAME: SSO_PROVIDER.name,
    },
  },
});
