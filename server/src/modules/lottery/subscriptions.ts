import type { Trx } from '../../db';
import type { Subscriber } from '../../kernel/events';
import type { InvestEvents } from '../invest/events';
import { investmentReference } from '../invest/terms';
import type { MemberEvents } from '../member/events';
import type { SettingsService } from '../settings/service';
import { grantDraws, investDrawThreshold, VIP_ACTIVATION_DRAWS } from './grants';

/** Draws the club grants for what members do elsewhere (PRODUCT.md §9), each once per cause. */
export function subscribeLottery(
  events: Subscriber<Trx, MemberEvents & InvestEvents>,
  settings: SettingsService,
) {
  events.on('membership.activated', async (trx, e) => {
    if (e.renewal) return;
    await grantDraws(trx, {
      userId: e.userId,
      count: VIP_ACTIVATION_DRAWS,
      source: 'vip',
      reference: `membership:${e.membershipId}`,
      key: `vip:${e.membershipId}`,
      now: e.now,
    });
  });
  // The SVIP level's "extra lottery draws", granted once on reaching it.
  events.on('svip.reached', async (trx, e) => {
    await grantDraws(trx, {
      userId: e.userId,
      count: e.extraLotteryDraws,
      source: 'svip',
      reference: `svip:${e.level}`,
      key: `svip:${e.userId}:${e.level}`,
      now: e.now,
    });
  });
  // An investment of at least 1,000.00 that stands past its reflection period earns a draw.
  events.on('investment.confirmed', async (trx, e) => {
    // Read in the transaction: on SQLite it holds the only connection.
    if (e.principal < investDrawThreshold((await settings.read(trx)).currencyExponent)) return;
    await grantDraws(trx, {
      userId: e.userId,
      count: 1,
      source: 'invest',
      reference: investmentReference(e.investmentId),
      key: `invest:${e.investmentId}`,
      now: e.now,
    });
  });
}
