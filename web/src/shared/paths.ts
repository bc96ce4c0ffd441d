import type { TRankBoard } from '@club/contract/ranking';
import { LOGIN_PATH } from '../api/client';

/** The route paths of the specification (spec §2) and the pages this app adds under the same scheme. */
export const paths = {
  home: '/',
  homeAlias: '/pages/index/index',
  language: '/pages/language/index',
  login: LOGIN_PATH,
  register: '/pages/user/register',
  areaCode: '/pages/user/areaCode',
  hot: '/pages/hot/index',
  task: '/pages/task/index',
  /** `?id=`: watch one of today's trailer tasks for its reward. */
  taskWatch: '/pages/task/watch',
  /** My tasks: the member's task history. */
  myTask: '/pages/task/mine',
  /** The lottery: the nine-grid draw, the draws left, how to earn draws, the odds, redeem codes. */
  lottery: '/pages/lottery/index',
  /** My prizes: every draw of the member. */
  lotteryPrizes: '/pages/lottery/prizes',
  /** The member's coupons: usable, used, expired. */
  lotteryCoupons: '/pages/lottery/coupons',
  /** The live invitation ranking: this week's or month's top 10 and the member's place. */
  inviteRanking: '/pages/ranking/invite',
  /** The live crowdfunding ranking, as the invitation one. */
  crowdfundingRanking: '/pages/ranking/crowdfunding',
  /** `?board=invite|crowdfunding`: the winners and rewards of each closed period. */
  rankingAward: '/pages/ranking/award',
  /** The Chat room tab: the member's conversations (the group rooms). */
  chat: '/pages/chat/index',
  /** `?id=`: one chat room: its messages, its announcement and rules, and the composer. */
  chatRoom: '/pages/chat/room',
  /** The member's customer-service conversation: opened (on first visit) and shown as a chat room. */
  chatService: '/pages/chat/service',
  /** `?roomId=`: chat group album: a group room's albums. */
  chatAlbums: '/pages/chat/album',
  /** `?id=`: album details: one album's images and short videos. */
  chatAlbumDetail: '/pages/chat/albumDetail',
  me: '/pages/me/index',
  team: '/pages/team/index',
  /** The member's invitation code, share link and QR code, and what each invitation level earned. */
  invitation: '/pages/team/invitation',
  /** `?id=`: team details: one team-activity group, its members, joining it, the leader's links. */
  teamGroup: '/pages/team/group',
  /** Group rewards: the leader's rebates of complete groups. */
  teamGroupRewards: '/pages/team/groupRewards',
  /** Dividend records: the team-activity dividends, paid and scheduled. */
  teamDividendRecords: '/pages/team/dividendRecords',
  /**
   * Subordinate reports (directors and assistants). The report feature's other screens are
   * `/pages/report/<screen>`, one route the feature resolves itself (`features/report/screens.ts`).
   */
  report: '/pages/report/index',
  reportScreen: '/pages/report/:screen',
  info: '/pages/user/info',
  password: '/pages/user/password',
  payPassword: '/pages/user/payPassword',
  /** A forgotten pay password replaced through a code sent by SMS to the registered phone. */
  payPasswordReset: '/pages/user/payPasswordReset',
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
  /** `?id=`: a film project (invest details): media, terms, funding, the member's position, invest. */
  projectDetail: '/pages/project/detail',
  /** My invest: totals and every investment, by state. */
  myInvest: '/pages/invest/index',
  /** My holdings: the investments still running. */
  myHoldings: '/pages/invest/holdings',
  /** `?id=`: one investment: terms, dividend records, ledger lines, revoke. */
  shareholdingDetails: '/pages/invest/detail',
  /** My collect: the member's favourite projects. */
  myCollect: '/pages/focus/favorite',
  /** My focus: the projects the member follows. */
  myFocus: '/pages/focus/follow',
  news: '/pages/news/index',
  /** `?id=`: one news article. */
  newsDetail: '/pages/news/detail',
  siteGuide: '/pages/guide/index',
  /** `?id=`: one site-guide article. */
  guideDetail: '/pages/guide/detail',
  companyProfile: '/pages/company/profile',
  /** How to reach the club, as the operators publish it, and the way into the service chat. */
  customerService: '/pages/service/index',
  /** The member's messages: system notifications and operators' announcements. */
  message: '/pages/message/index',
  /** `?id=`: one message (opening it marks it read). */
  messageDetail: '/pages/message/detail',
} as const;

export type PathName = keyof typeof paths;

/** The detail page of one project. */
export const guideDetailPath = (id: number) => `${paths.guideDetail}?id=${id}`;
export const newsDetailPath = (id: number) => `${paths.newsDetail}?id=${id}`;
export const projectDetailPath = (id: number) => `${paths.projectDetail}?id=${id}`;
export const messageDetailPath = (id: number) => `${paths.messageDetail}?id=${id}`;
export const chatRoomPath = (id: number) => `${paths.chatRoom}?id=${id}`;
export const chatAlbumsPath = (roomId: number) => `${paths.chatAlbums}?roomId=${roomId}`;
export const chatAlbumDetailPath = (id: number) => `${paths.chatAlbumDetail}?id=${id}`;
export const rankingAwardPath = (board: TRankBoard) => `${paths.rankingAward}?board=${board}`;
export const teamGroupPath = (id: number) => `${paths.teamGroup}?id=${id}`;
export const taskWatchPath = (taskId: number) => `${paths.taskWatch}?id=${taskId}`;

/** The shareholding details of one investment. */
export const shareholdingPath = (id: number) => `${paths.shareholdingDetails}?id=${id}`;
