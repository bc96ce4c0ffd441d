import {
  BANK_REFERENCE_LENGTH,
  type LanguageCode,
  type TAdminPage,
  type TAdminRechargeChannel,
  type ZRechargeChannelUpdateBody,
  type ZRechargeConfirmBody,
} from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod';
import type { Config } from '../../config';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { type Commit, directCommit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { formatRate, parseRate } from '../../money/amount';
import { isReceivingTronAddress } from '../../money/tron';
import { writeAudit } from '../audit/repo';
import { notify } from '../message/notify';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import {
  type AdminOrderFilter,
  adminOrdersPage,
  allChannels,
  findChannel,
  findOrder,
  transition,
  updateChannel,
} from './repo';

import { type Channel, channelName, credit, type Order, orderView } from './views';

/** What operators do: channels' limits, rate, payer details and switch; the review queue and its decisions. */
export function createRechargeOperatorService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  uploads: UploadService;
  paySecrets: Config['paySecrets'];
  payGateways: Config['payGateways'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, uploads } = deps;
  const view = (q: Db, lang: LanguageCode, o: Order) => orderView(q, uploads, lang, o);

  /** A gateway takes payments only with its signing secret and endpoint set; bank and USDT need neither. */
  const configured = (c: Channel) =>
    c.kind !== 'gateway' ||
    (c.provider !== null &&
      c.provider !== 'tron' &&
      Boolean(deps.paySecrets[c.provider]) &&
      Boolean(deps.payGateways[c.provider]));

  function adminChannelView(lang: LanguageCode, c: Channel): TAdminRechargeChannel {
    return {
      id: c.id,
      code: c.code,
      kind: c.kind,
      name: channelName(lang, c),
      minAmount: c.min_amount,
      maxAmount: c.max_amount,
      provider: c.provider,
      rate: formatRate(c.rate_ppm),
      enabled: c.enabled === 1,
      sort: c.sort,
      details: JSON.parse(c.details) as Record<string, string>,
      configured: configured(c),
    };
  }

  /** The payer's instructions an operator may set: a bank account for bank, an address for USDT. */
  function checkedDetails(c: Channel, details: z.output<typeof ZRechargeChannelUpdateBody>['details']) {
    if (details === undefined) return c.details;
    if (c.kind === 'bank' && 'bankName' in details) return JSON.stringify(details);
    if (c.kind === 'usdt' && 'address' in details) {
      if (!isReceivingTronAddress(details.address)) fail('TRC20_ADDRESS_INVALID');
      return JSON.stringify(details);
    }
    fail('VALIDATION_FORMAT', { field: 'details' });
  }

  /**
   * A bank transfer with no voucher is credited on the operator's word alone, so the confirmation
   * must name the statement line it matched; with a picture the reference is optional.
   */
  async function checkBankReference(trx: Trx, o: Order, bankReference: string | undefined) {
    if (bankReference !== undefined || o.voucher_url !== null || o.voucher2_url !== null) return;
    if ((await findChannel(trx, o.channel_id))?.kind === 'bank') {
      fail('BANK_REFERENCE_REQUIRED', { ...BANK_REFERENCE_LENGTH });
    }
  }

  async function decide(
    adminId: number,
    orderId: number,
    decision: { outcome: 'success'; bankReference?: string } | { outcome: 'failed'; reason?: string },
    commit: Commit,
  ): Promise<null> {
    const { outcome } = decision;
    const reason = decision.outcome === 'failed' ? decision.reason : undefined;
    const bankReference = decision.outcome === 'success' ? decision.bankReference : undefined;
    const now = clock.now();
    return commit.run(async (trx) => {
      const o = await findOrder(trx, orderId);
      if (!o) fail('NOT_FOUND');
      if (outcome === 'success') await checkBankReference(trx, o, bankReference);
      const moved = await transition(
        trx,
        orderId,
        ['placed', 'waiting', 'review'],
        {
          state: outcome,
          decided_by: adminId,
          failure_reason: reason ?? null,
          bank_reference: bankReference ?? null,
        },
        now,
      );
      if (!moved) fail('ALREADY_DECIDED');
      if (outcome === 'success') await credit(trx, o, `admin:${adminId}`, now);
      else
        await notify(
          trx,
          o.user_id,
          'recharge_failed',
          { orderId, amount: o.amount, reason: reason ?? null },
          now,
        );
      await writeAudit(trx, {
        adminId,
        action: outcome === 'success' ? 'recharge:order:confirm' : 'recharge:order:reject',
        target: `recharge:${orderId}`,
        before: { state: o.state },
        after:
          outcome === 'success'
            ? { state: outcome, bankReference: bankReference ?? null }
            : { state: outcome, reason: reason ?? null },
        now,
      });
      return null;
    });
  }

  return {
    async adminChannels(lang: LanguageCode) {
      return (await allChannels(db)).map((c) => adminChannelView(lang, c));
    },

    /** An operator's change of a channel's limits, rate, payer instructions, order or switch; audited. */
    async updateChannel(adminId: number, body: z.output<typeof ZRechargeChannelUpdateBody>) {
      if (body.minAmount > body.maxAmount) fail('VALIDATION_FORMAT', { field: 'maxAmount' });
      const ratePpm = parseRate(body.rate);
      if (ratePpm === 0) fail('VALIDATION_FORMAT', { field: 'rate' });
      await db.transaction().execute(async (trx) => {
        const before = await findChannel(trx, body.id);
        if (!before) fail('NOT_FOUND');
        if (body.enabled && !configured(before)) fail('CHANNEL_NOT_CONFIGURED');
        const changes = {
          min_amount: body.minAmount,
          max_amount: body.maxAmount,
          rate_ppm: ratePpm,
          enabled: body.enabled ? 1 : 0,
          sort: body.sort,
          details: checkedDetails(before, body.details),
        };
        await updateChannel(trx, body.id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'recharge:channel:update',
          target: `recharge-channel:${body.id}`,
          before,
          after: { ...before, ...changes },
          now: clock.now(),
        });
      });
      return null;
    },

    /** The operator's list of orders, paged, filtered and sorted on the server. */
    async adminPage(f: AdminOrderFilter & TAdminPage<'createdAt' | 'amount'>, lang: LanguageCode) {
      const { rows, total } = await adminOrdersPage(db, f, { field: f.sortField, order: f.sortOrder }, f);
      const list = await Promise.all(
        rows.map(async (o) => ({
          ...(await view(db, lang, o)),
          userId: o.user_id,
          memberPhone: displayPhone(o.member_area_code, o.member_phone),
          bankReference: o.bank_reference,
        })),
      );
      return pageOf(list, f, total);
    },

    confirm: (adminId: number, body: z.output<typeof ZRechargeConfirmBody>, commit: Commit) =>
      decide(adminId, body.orderId, { outcome: 'success', bankReference: body.bankReference }, commit),
    /** A rejection moves no money: it needs no request key, only the order's state. */
    reject: (adminId: number, orderId: number, reason: string | undefined) =>
      decide(adminId, orderId, { outcome: 'failed', reason }, directCommit(db, `recharge-reject:${orderId}`)),
  };
}
