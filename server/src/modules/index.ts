import { adminModule } from './admin/module';
import { approvalModule } from './approval/module';
import { auditModule } from './audit/module';
import { authModule } from './auth/module';
import { captchaModule } from './captcha/module';
import { chatModule } from './chat/module';
import { cmsModule } from './cms/module';
import { commModule } from './comm/module';
import { danmuModule } from './danmu/module';
import { dashboardModule } from './dashboard/module';
import { demoOpenModule } from './demo-open/module';
import { dictModule } from './dict/module';
import { fundsModule } from './funds/module';
import type { InvestEvents } from './invest/events';
import { investModule } from './invest/module';
import { lotteryModule } from './lottery/module';
import type { MemberEvents } from './member/events';
import { memberModule } from './member/module';
import type { MemberAdminEvents } from './member-admin/events';
import { memberAdminModule } from './member-admin/module';
import { messageModule } from './message/module';
import { opsModule } from './ops/module';
import { projectModule } from './project/module';
import { rankingModule } from './ranking/module';
import { rechargeModule } from './recharge/module';
import { reportModule } from './report/module';
import { rewardsModule } from './rewards/module';
import { sessionModule } from './session/module';
import { settingsModule } from './settings/module';
import { smsModule } from './sms/module';
import { taskModule } from './task/module';
import type { TeamEvents } from './team/events';
import { teamModule } from './team/module';
import { uploadModule } from './upload/module';
import { userModule } from './user/module';
import { withdrawModule } from './withdraw/module';

/**
 * Every module the server runs, lowest layer first (server/src/layers.test.ts has the layers): a
 * module's services are made after those it needs. `coupon` and `pay` register nothing; they are
 * libraries of the modules above them.
 */
export const MODULES = [
  // base
  auditModule,
  approvalModule,
  settingsModule,
  sessionModule,
  captchaModule,
  smsModule,
  uploadModule,
  userModule,
  authModule,
  adminModule,
  dictModule,
  messageModule,
  rewardsModule,
  cmsModule,
  commModule,
  demoOpenModule,
  // domain
  memberModule,
  projectModule,
  withdrawModule,
  investModule,
  rechargeModule,
  fundsModule,
  memberAdminModule,
  // engagement
  lotteryModule,
  teamModule,
  taskModule,
  rankingModule,
  chatModule,
  danmuModule,
  reportModule,
  dashboardModule,
  opsModule,
] as const;

/** Every domain event the modules publish (kernel/events.ts). */
export type DomainEvents = MemberEvents & InvestEvents & MemberAdminEvents & TeamEvents;
