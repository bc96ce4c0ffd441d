import { ANNOUNCEMENT_AUDIENCES, type TAnnouncementAddBody, ZAnnouncementAddBody } from '@club/contract';
import { filledTexts } from '../../ui/language-grid';
import type { TextBounds } from '../../ui/use-text-rule';

export type Audience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCES = ANNOUNCEMENT_AUDIENCES;

/** The form as antd holds it: the audience's id field is only there for its audience. */
export type AnnouncementValues = {
  audience: Audience;
  levelId?: number;
  userId?: number;
  texts?: Record<string, { title?: string; body?: string }>;
};

// The contract's bounds, read from its schema so the form cannot drift from what the server takes.
const fields = ZAnnouncementAddBody.options[0].shape.texts.valueType.shape;
export const TITLE_MAX = fields.title.maxLength ?? 100;
export const BODY_MAX = fields.body.unwrap().maxLength ?? 2000;

/**
 * The length the server counts (zod's `.max`: UTF-16 code units, an emoji counts 2), which is also
 * what the text area's counter shows; antd's own `max` rule counts code points and would let an
 * emoji-heavy text through that the server then refuses.
 */
export const serverLength = (text: string) => text.length;

/** Both English texts are required; only the body may break lines. */
export const TITLE_BOUNDS: TextBounds = { max: TITLE_MAX, multiLine: false, required: true };
export const BODY_BOUNDS: TextBounds = { max: BODY_MAX, multiLine: true, required: true };

/**
 * The add call's body from a form that passed its rules (which require the audience's id): the
 * languages given any text, trimmed.
 */
export function toBody(v: AnnouncementValues): TAnnouncementAddBody {
  const texts = filledTexts(v.texts) as TAnnouncementAddBody['texts'];
  switch (v.audience) {
    case 'all':
      return { audience: 'all', texts };
    case 'level':
      return { audience: 'level', levelId: v.levelId ?? 0, texts };
    case 'member':
      return { audience: 'member', userId: v.userId ?? 0, texts };
  }
}
