import type { LanguageCode, TMemberLevel } from '@club/contract';
import type { Selectable } from 'kysely';
import { translate } from '../../kernel/i18n';
import type { MemberLevelsTable } from './tables';

export type Level = Selectable<MemberLevelsTable>;

/** A numeric privilege a level may carry. */
export type PrivilegeKey = 'extraDailyTasks' | 'extraLotteryDraws' | 'withdrawFeeDiscount';

/** A level's privileges, labelled in the caller's language. */
export function privileges(lang: LanguageCode, level: Level) {
  return (JSON.parse(level.privileges) as { key: string; value: number | null }[]).map((p) => ({
    key: p.key,
    value: p.value,
    label: translate(lang, `privileges.${p.key}`, { value: p.value ?? '' }),
  }));
}

export function levelView(lang: LanguageCode, l: Level): TMemberLevel {
  return {
    id: l.id,
    kind: l.kind,
    level: l.level,
    name: l.name,
    deposit: l.deposit,
    fee: l.fee,
    durationDays: l.duration_days,
    threshold: l.threshold,
    bonus: l.bonus,
    privileges: privileges(lang, l),
  };
}

/** A level's numeric privilege (0 when it has none). */
export function privilegeValue(level: Level, key: PrivilegeKey) {
  const values = JSON.parse(level.privileges) as { key: string; value: number | null }[];
  return values.find((p) => p.key === key)?.value ?? 0;
}
