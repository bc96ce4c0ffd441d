import { afterEach, describe, expect, it } from 'vitest';
import { byTestId, render } from '../test/render';
import { RichText } from './rich-text';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('RichText', () => {
  it('renders the server-sanitised body as HTML', () => {
    unmount = render(<RichText html="<p>Doors open at <strong>eight</strong>.</p>" />).unmount;
    expect(byTestId('rich-text')[0].innerHTML).toBe('<p>Doors open at <strong>eight</strong>.</p>');
  });
});
