import sanitizeHtml from 'sanitize-html';
import { UPLOAD_URL_PREFIX } from '../upload/service';

/**
 * Rich text as members may see it: an allow-list of tags and attributes, links to the web or mail
 * only (opening in a new tab), images only from our own uploads. Scripts, event handlers, styles,
 * frames and `javascript:` URLs never survive; applied when an operator saves, so stored text is safe.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith(UPLOAD_URL_PREFIX),
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  });
}
