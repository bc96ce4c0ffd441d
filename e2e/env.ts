import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 18_181);

export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  captchaX: 150,
  rootCode: 'E2ERT234',
  admin: { username: 'e2e-operator', password: 'e2e-operator-pass' },
  artifacts: path.resolve(import.meta.dirname, 'artifacts'),
  serverLog: path.resolve(import.meta.dirname, 'artifacts', 'server.log'),
};
