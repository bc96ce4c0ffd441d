import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E } from './env';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
fs.mkdirSync(E2E.artifacts, { recursive: true });

export default defineConfig({
  testDir: '.',
  outputDir: path.join(E2E.artifacts, 'results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E.baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // The member app's service worker precaches the whole app in every new context; the journeys
    // test the app, `pwa.spec.ts` tests the worker (and allows it there).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server `npm start` runs (`npm run test:e2e` builds it), on a fresh database per
    // run, the console SMS provider writing into a log the tests read, and the test seams on (fixed
    // puzzle answer, movable clock).
    command: `node --enable-source-maps server/dist/main.js > "${E2E.serverLog}" 2>&1`,
    cwd: root,
    url: `${E2E.baseUrl}/api/app/comm/comm/language`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_SEAMS: '1',
      CAPTCHA_FIXED_X: String(E2E.captchaX),
      ROOT_INVITE_CODE: E2E.rootCode,
      ADMIN_USERNAME: E2E.admin.username,
      ADMIN_PASSWORD: E2E.admin.password,
      // The seeded operator signs in with the password alone; an operator who enrols a second factor
      // gives a code at every sign-in whatever this says (operator-mfa.spec.ts).
      OPERATOR_MFA: 'off',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'console',
      // The journeys create exactly the data they look at.
      DEMO_SEED: '0',
    },
  },
});
