import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

/**
 * What the back office's article editor writes (tiptap, held to this allow-list in
 * `admin/src/features/content/rich-text-schema.ts`, whose test checks it writes exactly this).
 */
const EDITOR_OUTPUT =
  '<h2>Festival week</h2><p>Doors open at <strong>eight</strong>, <em>films</em> at nine.<br>Bring a friend.</p>' +
  '<h3>Programme</h3><ul><li><p>Opening night</p></li><li><p>Short films</p></li></ul>' +
  '<ol><li><p>Book</p></li><li><p>Pay</p></li></ol>' +
  '<p>Tickets at <a target="_blank" rel="noopener noreferrer" href="https://club.example/tickets">our site</a>' +
  ' or <a target="_blank" rel="noopener noreferrer" href="mailto:help@club.example">mail us</a>.' +
  ' Call <bdi dir="ltr">+1 202 555 0100</bdi>.</p>' +
  '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="Festival poster"><p></p>';

/**
 * The same markup whatever the serialiser's habits: attributes in name order, `<br />` as `<br>`.
 * Enough for the flat, quoted markup both sides write; not a general HTML parser.
 */
const normalised = (html: string) =>
  html.replace(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g, (_, tag: string, attrs: string) => {
    const sorted = (attrs.match(/[a-z-]+="[^"]*"/g) ?? []).sort();
    return `<${[tag, ...sorted].join(' ')}>`;
  });

describe('rich text sanitiser', () => {
  it('keeps what the article editor writes, unchanged: headings, lists, links, images, bold and italic', () => {
    const { html, images } = sanitizeRichText(EDITOR_OUTPUT);
    expect(normalised(html)).toBe(normalised(EDITOR_OUTPUT));
    expect(images).toEqual(['/uploads/0123456789abcdef0123456789abcdef.png']);
  });

  it('strips a script, an onerror handler, a javascript: link and a foreign image from the same markup', () => {
    const attack =
      '<p>Hi<script>alert(1)</script></p>' +
      '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="x" onerror="alert(2)">' +
      '<img src="https://evil.example/p.png" onerror="alert(3)">' +
      '<p><a href="javascript:alert(4)" onclick="alert(5)">click</a></p>';
    const { html } = sanitizeRichText(attack);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|evil\.example|alert/);
    expect(normalised(html)).toBe(
      normalised(
        '<p>Hi</p><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="x">' +
          '<p><a rel="noopener noreferrer" target="_blank">click</a></p>',
      ),
    );
  });

  it("gives an image the stored upload's width and height, never the ones the input claims", () => {
    const src = '/uploads/0123456789abcdef0123456789abcdef.png';
    const input = `<p>Poster</p><img src="${src}" alt="Poster" width="1" height="9999">`;
    const sized = sanitizeRichText(input, (image) =>
      image === src ? { width: 1200, height: 800 } : undefined,
    );
    expect(normalised(sized.html)).toBe(
      normalised(`<p>Poster</p><img src="${src}" alt="Poster" width="1200" height="800">`),
    );
    // Size unknown (an upload from before sizes were kept): no width or height at all.
    expect(normalised(sanitizeRichText(input).html)).toBe(
      normalised(`<p>Poster</p><img src="${src}" alt="Poster">`),
    );
  });
});
