import {
  ANNOUNCEMENT_AUDIENCES,
  type TAnnouncementAddBody,
  ZAnnouncementAddBody,
  ZMultiLineText,
  ZSingleLineText,
} from '@club/contract';

export type Audience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCES = ANNOUNCEMENT_AUDIENCES;

/** The form as antd holds it: the audience's id field is only there for its audience. */
export type AnnouncementValues = {
  audience: Audience;
  levelId?: number;
  userId?: number;
  title?: string;
  body?: string;
};

// The contract's bounds, read from its schema so the form cannot drift from what the server takes.
const fields = ZAnnouncementAddBody.options[0].shape;
export const TITLE_MAX = fields.title.maxLength ?? 100;
export const BODY_MAX = fields.body.maxLength ?? 2000;

/**
 * The length the server counts (zod's `.max`: UTF-16 code units, an emoji counts 2), which is also
 * what the text area's counter shows; antd's own `max` rule counts code points and would let an
 * emoji-heavy text through that the server then refuses.
 */
export const serverLength = (text: string) => text.length;

export type TextProblem = 'required' | 'tooLong' | 'characters';

/**
 * Why a title or body would be refused, checked on the text as it will be sent (trimmed): empty,
 * too long, or holding a character the contract refuses (a line break in the title, control or
 * bidi-override characters in either, e.g. pasted from another program).
 */
export function textProblem(text: string | undefined, kind: 'title' | 'body'): TextProblem | null {
  const sent = (text ?? '').trim();
  if (sent === '') return 'required';
  if (serverLength(sent) > (kind === 'title' ? TITLE_MAX : BODY_MAX)) return 'tooLong';
  const rule = kind === 'title' ? ZSingleLineText : ZMultiLineText;
  return rule.safeParse(sent).success ? null : 'characters';
}

/** The add call's body from a form that passed its rules (which require the audience's id). */
export function toBody(v: AnnouncementValues): TAnnouncementAddBody {
  const title = (v.title ?? '').trim();
  const body = (v.body ?? '').trim();
  switch (v.audience) {
    case 'all':
      return { audience: 'all', title, body };
    case 'level':
      return { audience: 'level', levelId: v.levelId ?? 0, title, body };
    case 'member':
      return { audience: 'member', userId: v.userId ?? 0, title, body };
  }
}
