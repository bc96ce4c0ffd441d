import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher } from '../../kernel/events';
import { grantReward } from '../rewards/grant';
import type { MemberEvents } from './events';
import { type Level, type PrivilegeKey, privilegeValue } from './levels';
import { effectiveStatus } from './membership';
import { currentMembership, enabledLevels, investedPrincipal, stepSvipLevel, svipLevelOf } from './repo';

/** The SVIP level the member's cumulative invested principal has reached. */
async function reachedSvipLevel(q: Db, userId: number, levels: Level[]) {
  const principal = await investedPrincipal(q, userId);
  return levels
    .filter((l) => l.kind === 'svip' && principal >= l.threshold)
    .reduce((max, l) => Math.max(max, l.level), 0);
}

/**
 * Raises the member's SVIP level to what their cumulative invested principal has reached, one
 * level at a time, publishing each level reached (`svip.reached`) and granting its bonus (SVIP, to the work wallet, from the marketing
 * budget, pending while it cannot cover it) once: the level step is a conditional update and the
 * bonus is keyed by member and level. In the caller's transaction, so the investment that reached
 * a level and the level commit together.
 */
export async function raiseSvip(trx: Trx, events: Publisher<Trx, MemberEvents>, userId: number, now: number) {
  const levels = await enabledLevels(trx);
  const target = await reachedSvipLevel(trx, userId, levels);
  for (let from = await svipLevelOf(trx, userId); from < target; from++) {
    if (!(await stepSvipLevel(trx, userId, from))) return;
    const level = levels.find((l) => l.kind === 'svip' && l.level === from + 1);
    if (!level) continue;
    await events.emit(trx, 'svip.reached', {
      userId,
      level: level.level,
      extraLotteryDraws: privilegeValue(level, 'extraLotteryDraws'),
      now,
    });
    if (level.bonus <= 0) continue;
    await grantReward(trx, {
      userId,
      type: 'SVIP',
      wallet: 'work',
      amount: level.bonus,
      reference: `svip:${level.level}`,
      key: `svip:${userId}:${level.level}`,
      now,
    });
  }
}

/**
 * The value of a numeric privilege of the member's SVIP level (extra daily tasks, extra lottery
 * draws, withdrawal fee discount), while their membership is active: an expired one unlocks
 * nothing, as on the rights page. 0 without SVIP.
 */
export async function svipPrivilegeOf(db: Db, clock: Clock, userId: number, key: PrivilegeKey) {
  const [m, svip] = await Promise.all([currentMembership(db, userId), svipLevelOf(db, userId)]);
  if (svip === 0 || effectiveStatus(m, clock.now()) !== 'active') return 0;
  const level = (await enabledLevels(db)).find((l) => l.kind === 'svip' && l.level === svip);
  return level ? privilegeValue(level, key) : 0;
}
