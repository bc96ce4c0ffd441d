// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.

export type CaptchaTables = {
  captcha_challenges: CaptchaChallengesTable;
};

export type CaptchaChallengesTable = {
  id: string;
  answer_x: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};
