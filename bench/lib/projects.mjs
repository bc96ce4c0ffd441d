// Projects for the benches, made and published by the operator through the API.
import { api } from './server.mjs';

const DAY_MS = 86_400_000;

/**
 * A published project paying `dailyRate` a day over `cycleDays` (LINEAR), open for a month from an
 * hour ago, with room for a trillion minor units; `single` is its smallest investment.
 */
export async function makeProject(
  server,
  adminToken,
  { title, single, dailyRate = '0.001', cycleDays = 30 },
) {
  const now = Date.now();
  const { id } = await api(server, 'POST', '/api/admin/finance/proj/add', {
    token: adminToken,
    body: {
      texts: { en: { title, description: 'Paid daily.', riskText: 'Risky.' } },
      amount: 1_000_000_000_000,
      single,
      dailyRate,
      cycleDays,
      repayType: 'LINEAR',
      fundraisingStartAt: new Date(now - 3_600_000).toISOString(),
      fundraisingEndAt: new Date(now + 30 * DAY_MS).toISOString(),
    },
  });
  await api(server, 'POST', '/api/admin/finance/proj/publish', { token: adminToken, body: { id } });
  return id;
}
