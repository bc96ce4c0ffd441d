/**
 * The schemas of the member app's calls: the contract without its back-office-only modules (admin
 * accounts, roles, the dashboard, member management, permissions), which the member app would
 * otherwise download and build on its first request: every schema is built when its module loads,
 * in one task a slow phone feels.
 */
export * from './auth';
export * from './chat';
export * from './chat-album';
export * from './cms';
export * from './comm';
export * from './finance';
export * from './funds';
export * from './lottery';
export * from './member';
export * from './message';
export * from './paging';
export * from './pay';
export * from './ranking';
export * from './recharge';
export * from './report';
export * from './rewards';
export * from './task';
export * from './team';
export * from './team-activity';
export * from './user';
export * from './withdraw';
