/**
 * The one catalogue of result codes. 1000 is success; every other code is an error whose message
 * is translated from `i18n/<lang>.json` → `errors.<NAME>`, with `{param}` placeholders filled from
 * the error's params. Business errors answer HTTP 200 (the client reads `code`); only
 * authentication failures use 401 so the client can log out, and unexpected faults use 500.
 */
export const ErrorCode = {
  SUCCESS: 1000,
  /** A field has a wrong type or format; params: field. */
  VALIDATION_FORMAT: 1001,
  /** A required field is missing or empty; params: field. */
  VALIDATION_REQUIRED: 1002,
  /** The body or query carries a field the endpoint does not accept; params: field. */
  VALIDATION_UNKNOWN_FIELD: 1003,
  NOT_FOUND: 1004,
  /** The caller is authenticated but lacks the permission key; params: permission. */
  FORBIDDEN: 1005,
  /** Too many requests from this client for this action; params: seconds. */
  RATE_LIMITED: 1006,
  INTERNAL: 1007,
  /** The same Idempotency-Key was sent with a different body. */
  IDEMPOTENCY_CONFLICT: 1008,
  FEATURE_NOT_OPEN: 1009,
  /** The server cannot answer now (overloaded, stopping, or its database is away); params: seconds. */
  UNAVAILABLE: 1010,

  AUTH_REQUIRED: 1101,
  TOKEN_INVALID: 1102,
  TOKEN_EXPIRED: 1103,
  /** The refresh token is unknown, expired, or was reused after rotation (the session is revoked). */
  REFRESH_INVALID: 1104,
  SESSION_REVOKED: 1105,

  /** Too many failed logins: the next attempt must carry a solved slider puzzle. */
  CAPTCHA_REQUIRED: 1201,
  /** Wrong, reused or expired puzzle answer; the client must fetch a new puzzle. */
  CAPTCHA_FAILED: 1202,

  /** params: seconds until a new code may be sent. */
  SMS_TOO_SOON: 1301,
  SMS_DAILY_LIMIT: 1302,
  /** params: left (tries left). */
  SMS_CODE_INVALID: 1303,
  /** No live code for this phone: never sent, expired, used, or out of tries. */
  SMS_CODE_EXPIRED: 1304,

  PHONE_INVALID: 1401,
  PHONE_TAKEN: 1402,
  INVITE_CODE_INVALID: 1403,
  PASSWORD_LENGTH: 1404,
  PASSWORD_TOO_COMMON: 1405,
  /** Wrong phone or password (never says which). */
  LOGIN_FAILED: 1406,
  /** params: minutes. */
  LOGIN_LOCKED: 1407,
  ACCOUNT_BANNED: 1408,
  OLD_PASSWORD_WRONG: 1409,
  CONFIRM_MISMATCH: 1410,

  PAY_PASSWORD_FORMAT: 1501,
  PAY_PASSWORD_NOT_SET: 1502,
  PAY_PASSWORD_ALREADY_SET: 1503,
  /** params: left (tries left before the lock). */
  PAY_PASSWORD_WRONG: 1504,
  /** params: minutes. */
  PAY_PASSWORD_LOCKED: 1505,
  /** Withdrawals wait a day after a pay-password reset by SMS. params: hours (left, rounded up). */
  PAY_PASSWORD_RESET_HOLD: 1506,

  NICKNAME_EMPTY: 1601,
  UPLOAD_TYPE: 1602,
  /** params: maxKb. */
  UPLOAD_TOO_LARGE: 1603,
  UPLOAD_MISSING: 1604,

  /** A wallet would go below zero. */
  INSUFFICIENT_BALANCE: 1801,
  /** A money-moving call came without an Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 1802,
  /** The first request with this Idempotency-Key is still being processed. */
  IDEMPOTENCY_IN_PROGRESS: 1803,
  /** A date range with its end before its start, or longer than allowed; params: maxDays. */
  DATE_RANGE_INVALID: 1804,

  /** The channel is unknown or switched off. */
  CHANNEL_UNAVAILABLE: 1901,
  /** params: min, max (formatted amounts). */
  AMOUNT_OUT_OF_RANGE: 1902,
  /** An operator decision on something already decided. */
  ALREADY_DECIDED: 1903,
  /** The order is no longer waiting for payment (paid, failed or expired). */
  ORDER_CLOSED: 1904,
  /** A payment callback whose signature or timestamp does not check out. */
  SIGNATURE_INVALID: 1905,
  /** An operator enabled a gateway channel whose provider secret or address the server lacks. */
  CHANNEL_NOT_CONFIGURED: 1906,
  /** Confirming a bank transfer the member sent no voucher for needs its bank reference; params: min, max. */
  BANK_REFERENCE_REQUIRED: 1907,
  /** Four eyes: the operator who gave the first approval cannot give the second. */
  FOUR_EYES_SAME_OPERATOR: 1908,
  /** A role change waiting for its second approval no longer fits the role, changed since: propose it again. */
  APPROVAL_OUTDATED: 1909,

  /** Not a TRC20 address (base58check, 0x41 prefix), or one that cannot receive (contract, zero). */
  TRC20_ADDRESS_INVALID: 2001,
  /** The withdrawal account is not verified by an operator yet, or was rejected. */
  ACCOUNT_NOT_VERIFIED: 2002,
  /** params: count (requests allowed a day). */
  WITHDRAW_DAILY_LIMIT: 2003,
  /** params: max (accounts a member may keep). */
  ACCOUNT_LIMIT: 2004,

  /** The feature needs an active VIP membership (the client shows the activation tips). */
  MEMBERSHIP_REQUIRED: 2101,
  /** Already an active member outside the renewal window; params: from (date renewal opens). */
  MEMBERSHIP_NOT_RENEWABLE: 2102,
  /** Nothing to cancel: no membership with a deposit held. */
  MEMBERSHIP_NOT_CANCELLABLE: 2103,

  /** Investing needs a bank card an operator has verified (the client offers to verify one). */
  CARD_NOT_VERIFIED: 2201,
  /** The project is not raising money now (full or over; see PROJECT_NOT_STARTED). */
  PROJECT_NOT_FUNDRAISING: 2202,
  /** params: min (formatted amount). */
  INVEST_BELOW_MINIMUM: 2203,
  /** params: step (formatted amount). */
  INVEST_NOT_MULTIPLE: 2204,
  /** params: remaining (formatted amount still open). */
  INVEST_OVER_SCALE: 2205,
  /** The first investment needs the risk warning acknowledged. */
  RISK_NOT_ACCEPTED: 2206,
  /** The reflection period (24 h, while fundraising) is over, or the investment is not the member's. */
  REVOKE_CLOSED: 2207,
  /** The operator action does not fit the project's state (e.g. editing terms once money is in). */
  PROJECT_STATE: 2208,
  /** Fundraising must end after it starts. */
  PROJECT_DATES_INVALID: 2209,
  /** The project's fundraising is yet to start (spec §8: "Project has not started fundraising"). */
  PROJECT_NOT_STARTED: 2210,

  /** An operator banned a member who is already banned. */
  MEMBER_ALREADY_BANNED: 2300,
  /** An operator lifted the ban of a member who is not banned. */
  MEMBER_NOT_BANNED: 2301,

  /** The member may not speak in the room; params: reason (notMember, allMuted, banned). */
  CHAT_CANNOT_SPEAK: 2401,
  /** One chat message a second per member. */
  CHAT_TOO_FAST: 2402,
  /** Another agent holds this customer-service conversation; params: agent (their display name). */
  CHAT_SERVICE_TAKEN: 2403,
  /** A member under a chat ban in force (in any room) may not post danmu either. */
  DANMU_CANNOT_POST: 2410,

  /** The trailer task is not among the member's tasks today (not offered, or beyond their daily count). */
  TASK_NOT_AVAILABLE: 2501,
  /** The reward is asked for before the required seconds passed on the server clock; params: seconds (left). */
  TASK_TOO_EARLY: 2502,
  /** The task session was rewarded already. */
  TASK_ALREADY_REWARDED: 2503,
  /** The task session is older than a day: start the task again. */
  TASK_SESSION_EXPIRED: 2504,
  /** An operator's task needs a project with a trailer, or an uploaded video. */
  TASK_VIDEO_REQUIRED: 2505,
  /** The member has had their rewards for the day (in the club's zone); params: count (rewards a day). */
  TASK_DAILY_LIMIT: 2506,

  /** Drawing needs an active VIP membership. */
  LOTTERY_NOT_QUALIFIED: 2601,
  /** The member has no draw left. */
  LOTTERY_NO_DRAWS: 2602,
  /** No prize is in stock: the lottery is closed for now. */
  LOTTERY_CLOSED: 2603,
  /** The coupon is not the member's, is used up or has expired. */
  COUPON_NOT_USABLE: 2604,
  /** The amount is below the coupon's minimum; params: min. */
  COUPON_MIN_ORDER: 2605,
  /** No redeem code like this exists. */
  REDEEM_CODE_INVALID: 2606,
  /** The redeem code has expired. */
  REDEEM_CODE_EXPIRED: 2607,
  /** The redeem code has been redeemed as often as it may be. */
  REDEEM_CODE_USED_UP: 2608,
  /** The member redeemed this code before. */
  REDEEM_CODE_REDEEMED: 2609,
  /** An operator's prize or code batch lacks what its kind needs (a cash amount, a coupon, draws); params: field. */
  LOTTERY_PRIZE_INVALID: 2610,

  /** The member leads a group that is still forming: one open group at a time. */
  TEAM_GROUP_OPEN: 2701,
  /** The group is complete, dissolved or past its window. */
  TEAM_GROUP_CLOSED: 2702,
  /** The member is in a group already. */
  TEAM_ALREADY_IN_GROUP: 2703,
  /** A leader counts in their own group without joining it. */
  TEAM_OWN_GROUP: 2704,
  /** The member activated VIP before the group opened, so they cannot count in it. */
  TEAM_ALREADY_VIP: 2705,

  /** The member is a director or an assistant already: one role each. */
  REPORT_ROLE_TAKEN: 2801,
  /** An assistant works for a director: the one named is not a director (or is the member). */
  REPORT_DIRECTOR_INVALID: 2802,

  /** The `open/demo` goods sample: the tenant already has goods with this title. */
  DEMO_TITLE_TAKEN: 2901,
  /** A public `open/demo` table is at its cap, so anonymous callers cannot fill the disk; params: max. */
  DEMO_FULL: 2902,

  ADMIN_LOGIN_FAILED: 1701,
  /** A test seam was called while TEST_SEAMS is off. */
  SEAM_DISABLED: 1702,

  /** Another operator already has this username (compared ignoring case). */
  USERNAME_TAKEN: 1710,
  /** An operator password must be 12 to 64 characters; params: min, max. */
  OPERATOR_PASSWORD_LENGTH: 1711,
  /** An operator cannot disable themself, change their own role, or change their own role's keys. */
  CANNOT_CHANGE_SELF: 1712,
  /** The change would leave no active operator holding `*` (nobody could manage operators again). */
  LAST_SUPER_OPERATOR: 1713,
  ROLE_NAME_TAKEN: 1714,
  /** Operators (active or disabled) still hold the role; params: count. */
  ROLE_IN_USE: 1715,
  /** A key that is not `*` and matches no permission key of the route table; params: permission. */
  PERMISSION_UNKNOWN: 1716,
  /** The currency and its exponent are fixed once money has moved (they would rescale every amount); params: key. */
  SETTING_LOCKED: 1717,

  /** OPERATOR_MFA=required and the operator has no second factor yet: only enrolment is open. */
  SECOND_FACTOR_REQUIRED: 1730,
  /** A code that is wrong, from too far off in time, or already used once (codes and recovery codes). */
  SECOND_FACTOR_INVALID: 1731,
  /** The sign-in's code step came too late (or its challenge is not the server's): sign in again. */
  SECOND_FACTOR_CHALLENGE_EXPIRED: 1732,
  /** The operator has a second factor already; another operator must reset it before a new one. */
  SECOND_FACTOR_ENROLLED: 1733,
  /** No enrolment to confirm (none started, or it was replaced): start again. */
  SECOND_FACTOR_NOT_STARTED: 1734,
  /** The operator has no second factor (nothing to reset, no recovery codes to renew). */
  SECOND_FACTOR_NOT_ENROLLED: 1735,
} as const;

export type ErrorName = Exclude<keyof typeof ErrorCode, 'SUCCESS'>;

const unauthorized: ErrorName[] = [
  'AUTH_REQUIRED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'REFRESH_INVALID',
  'SESSION_REVOKED',
];

/** HTTP status for an error: 401 makes the client log out, 500 hides the fault, 200 otherwise. */
export function httpStatusOf(name: ErrorName): number {
  if (unauthorized.includes(name)) return 401;
  if (name === 'INTERNAL') return 500;
  if (name === 'UNAVAILABLE') return 503;
  return 200;
}

export const errorNameByCode: Record<number, ErrorName> = Object.fromEntries(
  Object.entries(ErrorCode)
    .filter(([name]) => name !== 'SUCCESS')
    .map(([name, code]) => [code, name as ErrorName]),
);
