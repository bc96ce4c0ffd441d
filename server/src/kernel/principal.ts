/** Who a request acts for: a member of the club or an operator of the back office. */
export type SubjectKind = 'member' | 'admin';
export type Principal = { kind: SubjectKind; id: number; sessionId: string };

/** What the HTTP kernel asks of the session module: the principal a bearer token proves, or a refusal. */
export type Authenticator = {
  authenticate(token: string | undefined, kind: SubjectKind): Promise<Principal>;
};
