import { ANNOUNCEMENT_AUDIENCES, type TAnnouncementAddBody, ZAnnouncementAddBody } from '@club/contract';
import { filledTexts } from '../../ui/language-grid';

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
