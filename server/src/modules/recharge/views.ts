import type { LanguageCode, TRechargeOrder } from '@club/contract';
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { memberWallet, platform } from '../../money/accounts';
import { formatMinor } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { notify } from '../message/notify';
import type { UploadService } from '../upload/service';
import { findChannel } from './repo';
import type { RechargeChannelsTable, RechargeOrdersTable } from './tables';

export type Channel = Selectable<RechargeChannelsTable>;
export type Order = Selectable<RechargeOrdersTable>;

export const channelName = (lang: LanguageCode, c: Channel) => translate(lang, `recharge.channels.${c.code}`);

function instructions(c: Channel, o: Order): TRechargeOrder['instructions'] {
  const details = JSON.parse(c.details) as Record<string, string>;
  if (c.kind === 'bank') {
    return {
      kind: 'bank',
      bankName: details.bankName ?? '',
      accountName: details.accountName ?? '',
      accountNumber: details.accountNumber ?? '',
      reference: o.reference,
    };
  }
  if (c.kind === 'usdt') {
    return {
      kind: 'usdt',
      network: 'TRC20',
      address: details.address ?? '',
      amount: formatMinor(o.pay_amount, 6),
    };
  }
  return { kind: 'gateway', provider: c.provider ?? c.code };
}

/** `q`: the database, or the transaction a view is answered from. */
export async function orderView(
  q: Db,
  uploads: UploadService,
  lang: LanguageCode,
  o: Order,
): Promise<TRechargeOrder> {
  const c = await findChannel(q, o.channel_id);
  if (!c) fail('NOT_FOUND');
  return {
    id: o.id,
    channelId: c.id,
    channelName: channelName(lang, c),
    amount: o.amount,
    state: o.state,
    reference: o.reference,
    // Views go only to the order's member and to operators who review orders: a link that reads
    // the private receipt for an hour or two.
    voucherUrl: o.voucher_url === null ? null : uploads.signedUrl(o.voucher_url),
    voucher2Url: o.voucher2_url === null ? null : uploads.signedUrl(o.voucher2_url),
    instructions: instructions(c, o),
    failureReason: o.failure_reason,
    createdAt: new Date(o.created_at).toISOString(),
    expiresAt: new Date(o.expires_at).toISOString(),
  };
}

/** The one place a recharge becomes money: keyed by order, so an order can be credited only once. */
export async function credit(trx: Trx, order: Order, actor: string, now: number) {
  await notify(trx, order.user_id, 'recharge_credited', { orderId: order.id, amount: order.amount }, now);
  return postEntry(trx, {
    type: 'RECHARGE',
    actor,
    now,
    reference: `recharge:${order.id}`,
    requestKey: `recharge:${order.id}`,
    postings: [
      { account: memberWallet(order.user_id, 'recharge'), amount: order.amount },
      { account: platform('cash'), amount: -order.amount },
    ],
  });
}
