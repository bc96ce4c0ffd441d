import {
  type LanguageCode,
  LEDGER_TYPES,
  type LedgerType,
  type TAccountDetailBody,
  type TAccountDetailLine,
  type TIncome,
  type Wallet,
} from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet, platform } from '../../money/accounts';
import { formatMinor } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { memberBalances } from '../../money/ledger-repo';
import { writeAudit } from '../audit/repo';
import { rebateLevel } from '../invest/rebate-memo';
import { userTotals } from '../invest/repo';
import type { SettingsService } from '../settings/service';
import { type DetailFilter, detailCount, detailPage, userExists } from './repo';

/** A statement covers at most a year per download. */
const STATEMENT_MAX_DAYS = 366;

function dayRange(from?: string, to?: string, maxDays?: number) {
  const start = from ? Date.parse(`${from}T00:00:00Z`) : undefined;
  const end = to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : undefined;
  if (start !== undefined && end !== undefined && end <= start)
    fail('DATE_RANGE_INVALID', { maxDays: maxDays ?? 0 });
  if (maxDays && start !== undefined && end !== undefined && end - start > maxDays * DAY_MS) {
    fail('DATE_RANGE_INVALID', { maxDays });
  }
  return { from: start, to: end };
}

/** A line's memo as data: an invitation rebate's level apart, so no stored words reach another language. */
function memoView(type: string, memo: string | null) {
  const level = rebateLevel(type, memo);
  return { memo: level === null ? memo : null, level };
}

/** The memo as the statement's reader reads it: a rebate's level in their language. */
function memoText(lang: LanguageCode, type: string, memo: string | null) {
  const level = rebateLevel(type, memo);
  return level === null ? memo : translate(lang, 'statement.rebateLevel', { level });
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // Quote every text cell, and defuse spreadsheet formulas (a memo starting with "=").
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return typeof value === 'number' ? text : `"${safe.replaceAll('"', '""')}"`;
}

export function createFundsService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  function line(lang: LanguageCode, r: Awaited<ReturnType<typeof detailPage>>[number]): TAccountDetailLine {
    return {
      id: r.id,
      type: r.type as LedgerType,
      typeLabel: translate(lang, `ledgerTypes.${r.type}`),
      wallet: r.wallet as Wallet,
      amount: r.amount,
      balanceAfter: r.balance_after,
      createdAt: new Date(r.created_at).toISOString(),
      reference: r.reference,
      ...memoView(r.type, r.memo),
    };
  }

  async function details(memberId: number, body: TAccountDetailBody, lang: LanguageCode) {
    const filter: DetailFilter = {
      memberId,
      type: body.type,
      wallet: body.wallet,
      ...dayRange(body.from, body.to),
    };
    const [rows, total] = await Promise.all([
      detailPage(db, filter, body.size, (body.page - 1) * body.size),
      detailCount(db, filter),
    ]);
    return { list: rows.map((r) => line(lang, r)), pagination: { page: body.page, size: body.size, total } };
  }

  return {
    async income(memberId: number): Promise<TIncome> {
      const [b, s, invested] = await Promise.all([
        memberBalances(db, memberId),
        settings.all(),
        userTotals(db, memberId),
      ]);
      const get = (w: Wallet) => b.get(w) ?? 0;
      const available = get('recharge') + get('income') + get('work');
      return {
        currency: s.currency,
        currencyExponent: s.currencyExponent,
        recharge: get('recharge'),
        work: get('work'),
        income: get('income'),
        withdrawal: available,
        internal: get('internal'),
        available,
        frozen: get('frozen'),
        totalAssets: available + get('internal') + get('frozen') + invested.holding,
      };
    },

    accountTypes(lang: LanguageCode) {
      return LEDGER_TYPES.map((type) => ({ type, label: translate(lang, `ledgerTypes.${type}`) }));
    },

    details,

    async statement(memberId: number, q: { from: string; to: string; wallet?: Wallet }, lang: LanguageCode) {
      const range = dayRange(q.from, q.to, STATEMENT_MAX_DAYS);
      const rows = await detailPage(db, { memberId, wallet: q.wallet, ...range }, 100_000, 0);
      const head = ['date', 'type', 'wallet', 'amount', 'balanceAfter', 'reference', 'memo'].map((k) =>
        csvCell(translate(lang, `statement.${k}`)),
      );
      const { currencyExponent } = await settings.all();
      const money = (v: number) => formatMinor(v, currencyExponent);
      const body = rows
        .reverse()
        .map((r) =>
          [
            csvCell(new Date(r.created_at).toISOString()),
            csvCell(translate(lang, `ledgerTypes.${r.type}`)),
            csvCell(translate(lang, `wallets.${r.wallet}`)),
            money(r.amount),
            money(r.balance_after),
            csvCell(r.reference),
            csvCell(memoText(lang, r.type, r.memo)),
          ].join(','),
        );
      return `${[head.join(','), ...body].join('\r\n')}\r\n`;
    },

    /** Promotional credit (SYSTEM) to a member's internal balance, paid from the promotion account. */
    async creditInternal(
      adminId: number,
      body: { userId: number; amount: number; reason: string },
      commit: Commit,
    ) {
      if (!(await userExists(db, body.userId))) fail('NOT_FOUND');
      const now = clock.now();
      return commit.run(async (trx) => {
        const entryId = await postEntry(trx, {
          type: 'SYSTEM',
          actor: `admin:${adminId}`,
          now,
          memo: body.reason,
          reference: `admin:${adminId}`,
          requestKey: commit.requestKey,
          postings: [
            { account: memberWallet(body.userId, 'internal'), amount: body.amount },
            { account: platform('promotion'), amount: -body.amount },
          ],
        });
        await writeAudit(trx, {
          adminId,
          action: 'funds:credit:internal',
          target: `user:${body.userId}`,
          after: { entryId, amount: body.amount, reason: body.reason },
          now,
        });
        return { entryId };
      });
    },
  };
}

export type FundsService = ReturnType<typeof createFundsService>;
