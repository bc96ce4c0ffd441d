// Members for the benchmarks, made through the real API: registration with the puzzle and the SMS
// code the console provider prints, and the steps that let a member invest and speak in chat.
import { randomBytes } from 'node:crypto';
import { api, CAPTCHA_X, ROOT_INVITE_CODE, smsCodeFor } from './server.mjs';

/** `count` members with phones 2025550101…, signed in. */
export async function registerMembers(server, count) {
  const members = [];
  for (let i = 0; i < count; i++) {
    const phone = `20255501${String(i + 1).padStart(2, '0')}`;
    const password = `Bench-${randomBytes(4).toString('hex')}`;
    const { captchaId } = await api(server, 'GET', '/api/app/comm/comm/generateImageValidationUrl');
    await api(server, 'POST', '/api/app/user/register/sms', {
      body: { areaCode: '1', phone, captchaId, captchaX: CAPTCHA_X },
    });
    const smsCode = await smsCodeFor(server, `+1${phone}`);
    const tokens = await api(server, 'POST', '/api/app/user/register/register', {
      body: { areaCode: '1', phone, password, smsCode, inviteCode: ROOT_INVITE_CODE },
    });
    members.push({ areaCode: '1', phone, password, token: tokens.token });
  }
  // Every token works before we measure with it; the money scenarios need the member ids.
  for (const m of members) {
    m.id = (await api(server, 'GET', '/api/app/user/info/person', { token: m.token })).id;
  }
  return members;
}

/** Every member made able to invest the real way: recharge confirmed, pay password, verified card, VIP. */
export async function makeInvestors(server, adminToken, members) {
  const key = () => `bench-setup-${randomBytes(8).toString('hex')}`;
  const bank = (
    await api(server, 'GET', '/api/app/recharge/recharge/channels', { token: members[0].token })
  ).find((c) => c.kind === 'bank');
  const vip = (await api(server, 'GET', '/api/app/member/member/list', { token: members[0].token })).find(
    (l) => l.kind === 'vip',
  );
  for (const m of members) {
    const order = await api(server, 'POST', '/api/app/recharge/recharge/submit', {
      token: m.token,
      headers: { 'idempotency-key': key() },
      body: { channelId: bank.id, amount: 5_000_000 },
    });
    await api(server, 'POST', '/api/admin/recharge/order/confirm', {
      token: adminToken,
      headers: { 'idempotency-key': key() },
      // A bank transfer without a voucher is confirmed against the statement line's reference.
      body: { orderId: order.id, bankReference: order.reference ?? `BENCH-${order.id}` },
    });
    await api(server, 'POST', '/api/app/user/info/setPayPassword', {
      token: m.token,
      body: { payPassword: '135790', confirmPayPassword: '135790' },
    });
    const card = await api(server, 'POST', '/api/app/bank/card/add', {
      token: m.token,
      body: {
        kind: 'bank',
        holderName: 'Bench Member',
        bankName: 'Film Bank',
        accountNumber: '12345678901234',
      },
    });
    await api(server, 'POST', '/api/admin/bank/card/verify', {
      token: adminToken,
      headers: { 'idempotency-key': key() },
      body: { id: card.id },
    });
    await api(server, 'POST', '/api/app/member/member/activate', {
      token: m.token,
      headers: { 'idempotency-key': key() },
      body: { levelId: vip.id, payPassword: '135790' },
    });
  }
}
