import { Mark, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the article editor can write, held to what the server's sanitiser keeps
 * (`server/src/modules/cms/sanitize.ts`), so saved text reads back exactly as it was typed:
 * paragraphs, H2–H4, bold, italic, underline, strike, lists, quotes, line breaks, web and mail
 * links (new tab, no opener) and images from our uploads. Code, code blocks and rules are off:
 * the sanitiser would drop them.
 */

/** A run of text keeping its own direction (a phone number in Arabic), as the sanitiser allows. */
const Bdi = Mark.create({
  name: 'bdi',
  addAttributes() {
    return {
      dir: {
        default: null,
        parseHTML: (element) => element.getAttribute('dir'),
        renderHTML: (attributes) => (attributes.dir ? { dir: attributes.dir } : {}),
      },
    };
  },
  parseHTML: () => [{ tag: 'bdi' }],
  renderHTML: ({ HTMLAttributes }) => ['bdi', mergeAttributes(HTMLAttributes), 0],
});

export const richTextExtensions = () => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      isAllowedUri: (url) => SAFE_HREF.test(url),
      // The attributes the sanitiser gives every link, so it has nothing to rewrite.
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank', class: null },
    },
  }),
  Image.configure({ inline: false }),
  Bdi,
];

/** Links leave for the web or mail only (the sanitiser's rule). */
export const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Markup the editor has no way to show (tables): text holding it is edited as HTML instead, so
 * opening an item never drops part of it.
 */
export const needsHtmlSource = (html: string | undefined) =>
  /<(table|thead|tbody|tr|th|td)\b/i.test(html ?? '');
