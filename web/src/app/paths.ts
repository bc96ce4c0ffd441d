import { LOGIN_PATH } from '../api/client';

/** The route paths of the specification (§2) and the pages this app adds under the same scheme. */
export const paths = {
  home: '/',
  homeAlias: '/pages/index/index',
  language: '/pages/language/index',
  login: LOGIN_PATH,
  register: '/pages/user/register',
  areaCode: '/pages/user/areaCode',
  hot: '/pages/hot/index',
  task: '/pages/task/index',
  chat: '/pages/chat/index',
  me: '/pages/me/index',
  team: '/pages/team/index',
  info: '/pages/user/info',
  password: '/pages/user/password',
  payPassword: '/pages/user/payPassword',
  fundingDetails: '/pages/funds/details',
  recharge: '/pages/recharge/index',
  /** `?orderId=`: how to pay one order, and its state. */
  rechargePay: '/pages/recharge/pay',
  rechargeDetails: '/pages/recharge/details',
  withdraw: '/pages/withdraw/index',
  withdrawDetails: '/pages/withdraw/details',
  bankCard: '/pages/bank/index',
  /** `?kind=usdt-trc20` opens on the TRC20 address form. */
  bankCardAdd: '/pages/bank/add',
  bankCardVerification: '/pages/bank/verification',
  /** VIP member: status, deposit, activate, renew, cancel, SVIP levels. */
  member: '/pages/member/index',
  memberRights: '/pages/member/rights',
  memberClause: '/pages/member/clause',
} as const;

export type PathName = keyof typeof paths;
