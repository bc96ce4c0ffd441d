import { ZPendingRewards } from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { RewardsService } from './service';

/** The member's waiting rewards (`/api/app/funds/reward/pending`). */
export function rewardsRoutes(app: App, deps: { rewards: RewardsService }) {
  const { rewards } = deps;
  const security = [{ token: [] }];

  app.get(
    '/api/app/funds/reward/pending',
    { schema: { tags: ['funds'], security, response: { 200: ZPendingRewards } } },
    async (request) => rewards.pending(requireMember(request).id),
  );
}
