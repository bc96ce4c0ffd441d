// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, click, pageTests, type, waitFor } from '../../test/render';
import RichTextEditor from './rich-text-editor';
import { needsHtmlSource, richTextExtensions } from './rich-text-schema';

/** The server's sanitiser test keeps this very markup unchanged (`server/src/modules/cms/sanitize.test.ts`). */
const EDITOR_OUTPUT =
  '<h2>Festival week</h2><p>Doors open at <strong>eight</strong>, <em>films</em> at nine.<br>Bring a friend.</p>' +
  '<h3>Programme</h3><ul><li><p>Opening night</p></li><li><p>Short films</p></li></ul>' +
  '<ol><li><p>Book</p></li><li><p>Pay</p></li></ol>' +
  '<p>Tickets at <a target="_blank" rel="noopener noreferrer" href="https://club.example/tickets">our site</a>' +
  ' or <a target="_blank" rel="noopener noreferrer" href="mailto:help@club.example">mail us</a>.' +
  ' Call <bdi dir="ltr">+1 202 555 0100</bdi>.</p>' +
  '<img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="Festival poster"><p></p>';

const mount = pageTests();
beforeAll(() => {
  // ProseMirror scrolls the selection into view by measuring it; jsdom lays nothing out.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function open(value: string, dir: 'ltr' | 'rtl' = 'ltr') {
  const onChange = vi.fn<(html: string) => void>();
  const upload = vi.fn(async () => ({ url: '/uploads/fedcba9876543210fedcba9876543210.png' }));
  mount(<RichTextEditor value={value} onChange={onChange} dir={dir} label="Body en" upload={upload} />);
  return { onChange, upload };
}
const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0];
const textbox = () => document.querySelector<HTMLElement>('[role="textbox"]');

describe('article editor', { timeout: 30_000 }, () => {
  it('writes only markup the server keeps, and reads it back unchanged', () => {
    const editor = new Editor({ extensions: richTextExtensions(), content: EDITOR_OUTPUT });
    expect(editor.getHTML()).toBe(EDITOR_OUTPUT);
    // What the sanitiser would drop never enters: code, rules, styles, handlers, script links.
    editor.commands.setContent(
      '<p style="color:red" onclick="x()"><code>c</code><a href="javascript:alert(1)">j</a></p><hr><pre>p</pre>',
    );
    expect(editor.getHTML()).toBe('<p>cj</p><p>p</p>');
    editor.destroy();
  });

  it('turns the toolbar into headings, lists and links', async () => {
    const { onChange } = open('<p>Doors open at eight</p>');
    await waitFor(textbox);
    expect(textbox()?.getAttribute('aria-label')).toBe('Body en');
    click(byTestId('rte-h2')[0] as HTMLElement);
    expect(last(onChange)).toBe('<h2>Doors open at eight</h2>');
    click(byTestId('rte-h3')[0] as HTMLElement);
    expect(last(onChange)).toBe('<h3>Doors open at eight</h3>');
    click(byTestId('rte-h3')[0] as HTMLElement);
    click(byTestId('rte-bullets')[0] as HTMLElement);
    expect(last(onChange)).toBe('<ul><li><p>Doors open at eight</p></li></ul>');
    click(byTestId('rte-numbers')[0] as HTMLElement);
    expect(last(onChange)).toBe('<ol><li><p>Doors open at eight</p></li></ol>');

    // With nothing selected, a link goes in as its own address; only the web and mail are taken.
    click(byTestId('rte-link')[0] as HTMLElement);
    const href = await waitFor(() => byTestId('rte-link-href')[0] as HTMLInputElement | undefined);
    type(href, 'javascript:alert(1)');
    click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() => document.body.textContent?.includes('A web address (https://…) or mailto:'));
    type(href, 'https://club.example/t');
    click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() => String(last(onChange)).includes('<a '));
    expect(last(onChange)).toBe(
      '<ol><li><p><a target="_blank" rel="noopener noreferrer" href="https://club.example/t">https://club.example/t</a>Doors open at eight</p></li></ol>',
    );
  });

  it('puts an uploaded image in, named after its file', async () => {
    const { onChange, upload } = open('<p>Poster</p>');
    const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type="file"]'));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'festival-poster.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => String(last(onChange)).includes('<img'));
    expect(upload).toHaveBeenCalledOnce();
    expect(last(onChange)).toContain(
      '<img src="/uploads/fedcba9876543210fedcba9876543210.png" alt="festival poster">',
    );
  });

  it('writes Arabic right to left, and leaves a table to the HTML source', async () => {
    open('<p>مرحبا</p>', 'rtl');
    expect((await waitFor(textbox)).getAttribute('dir')).toBe('rtl');
    expect(needsHtmlSource('<table><tr><td>1</td></tr></table>')).toBe(true);
    expect(needsHtmlSource(EDITOR_OUTPUT)).toBe(false);
  });
});
