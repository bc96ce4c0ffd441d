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
import { pageOf } from '../../db/paged';
import { DAY_MS } from '../../kernel/calendar';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { formatMinor } from '../../money/amount';
import { memberBalances } from '../../money/ledger-repo';
import { rebateLevel } from '../invest/rebate-memo';
import { userTotals } from '../invest/repo';
import type { SettingsService } from '../settings/service';
import { type DetailFilter, detailLines, detailPage } from './repo';

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

/** What a member reads: their wallets, the ledger's line types, their ledger lines and statement. */
export function createFundsMemberService(deps: { db: Db; settings: SettingsService }) {
  const { db, settings } = deps;

  function line(lang: LanguageCode, r: Awaited<ReturnType<typeof detailLines>>[number]): TAccountDetailLine {
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
    const { rows, total } = await detailPage(db, filter, body);
    return pageOf(
      rows.map((r) => line(lang, r)),
      body,
      total,
    );
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
      return LEDGER_TYPES.map((type) => ({
        type,
        label: translate(lang, `ledgerTypes.${type}`),
        help: translate(lang, `ledgerTypeHelp.${type}`),
      }));
    },

    details,

    async statement(memberId: number, q: { from: string; to: string; wallet?: Wallet }, lang: LanguageCode) {
      const range = dayRange(q.from, q.to, STATEMENT_MAX_DAYS);
      const rows = await detailLines(db, { memberId, wallet: q.wallet, ...range }, 100_000);
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
  };
}
