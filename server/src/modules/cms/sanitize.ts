import sanitizeHtml from 'sanitize-html';
import type { ImageSize } from '../upload/variants';

/** An image our upload service stored (`/uploads/<32 hex>.<ext>`), nothing else, no path tricks. */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
/** Links leave for the web or mail only. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
/** What a `<bdi>` may say about its direction. */
const DIRECTIONS = ['ltr', 'rtl', 'auto'];

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  // Text keeping its own direction, e.g. a phone number in Arabic: the markup for what the bidi
  // isolate characters would do, which the text rule refuses in every field.
  'bdi',
];

/**
 * Rich text as members may see it: an allow-list of tags and attributes, links to the web or mail
 * only (opening in a new tab, without an opener), images only from our own uploads. Scripts, event
 * handlers, styles, frames and `javascript:` URLs never survive. Applied when an operator saves, so
 * stored text is safe; also answers which upload images the text shows, for the ownership check.
 * An image's width and height come from `sizeOf` (the stored upload's pixels), never from the
 * input, so the page holds each image's space before it loads.
 */
export function sanitizeRichText(
  html: string,
  sizeOf: (src: string) => ImageSize | undefined = () => undefined,
): { html: string; images: string[] } {
  const images: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      bdi: ['dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      bdi: (_tag, attribs) => {
        const dir = attribs.dir ?? '';
        const kept: sanitizeHtml.Attributes = DIRECTIONS.includes(dir) ? { dir } : {};
        return { tagName: 'bdi', attribs: kept };
      },
      img: (_tag, { src = '', alt }) => {
        const size = sizeOf(src);
        return {
          tagName: 'img',
          attribs: {
            src,
            ...(alt === undefined ? {} : { alt }),
            ...(size ? { width: String(size.width), height: String(size.height) } : {}),
          },
        };
      },
      a: (_tag, attribs) => {
        const href = attribs.href?.trim() ?? '';
        return {
          tagName: 'a',
          attribs: {
            ...(SAFE_HREF.test(href) ? { href } : {}),
            rel: 'noopener noreferrer',
            target: '_blank',
          },
        };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = String(frame.attribs.src ?? '');
      if (!UPLOADED_IMAGE.test(src)) return true;
      images.push(src);
      return false;
    },
  });
  return { html: clean.trim(), images: [...new Set(images)] };
}
