import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { Poster } from './poster';
import { uploadCopy, uploadSrcSet, withImageCopies } from './responsive-image';
import { RichText } from './rich-text';

const HEX = '0123456789abcdef0123456789abcdef';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('uploadSrcSet', () => {
  it("lists a still upload's WebP copies by width, keeping a signed link's query", () => {
    expect(uploadSrcSet(`/uploads/${HEX}.png`)).toBe(
      `/uploads/${HEX}-w320.webp 320w, /uploads/${HEX}-w640.webp 640w, /uploads/${HEX}-w1080.webp 1080w`,
    );
    expect(uploadSrcSet(`/uploads/${HEX}.jpg?exp=1700000000&sig=ab12`)?.split(', ')[0]).toBe(
      `/uploads/${HEX}-w320.webp?exp=1700000000&sig=ab12 320w`,
    );
  });

  it('has none for a GIF, another host or no image', () => {
    for (const url of [`/uploads/${HEX}.gif`, `https://cdn.example/${HEX}.png`, '/uploads/x.png', null, '']) {
      expect(uploadSrcSet(url), String(url)).toBeUndefined();
    }
  });

  it('picks the copy that covers a box at 2×, or the image itself when it has none', () => {
    expect(uploadCopy(`/uploads/${HEX}.png`, 360)).toBe(`/uploads/${HEX}-w1080.webp`);
    expect(uploadCopy(`/uploads/${HEX}.png`, 100)).toBe(`/uploads/${HEX}-w320.webp`);
    expect(uploadCopy(`/uploads/${HEX}.gif`, 100)).toBe(`/uploads/${HEX}.gif`);
  });
});

describe('Poster', () => {
  const img = () => document.querySelector('img') as HTMLImageElement;

  it('renders a sized, lazy image with its copies', () => {
    unmount = render(<Poster src={`/uploads/${HEX}.png`} alt="" sizes="88px" />).unmount;
    expect(img().getAttribute('srcset')).toBe(uploadSrcSet(`/uploads/${HEX}.png`));
    expect(img().getAttribute('sizes')).toBe('88px');
    expect([img().getAttribute('width'), img().getAttribute('height')]).toEqual(['600', '900']);
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('fetchpriority')).toBeNull();
  });

  it('loads at once, first, when it is the largest paint', () => {
    unmount = render(<Poster src={`/uploads/${HEX}.png`} alt="Saffron Road" priority />).unmount;
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });
});

describe('rich text images', () => {
  it('loads upload images lazily from their copies and leaves the rest of the text alone', () => {
    const html = `<p>Our studio</p><img alt="Set" src="/uploads/${HEX}.png" /><img src="/uploads/${HEX}.gif" />`;
    unmount = render(<RichText html={html} />).unmount;
    const [still, gif] = Array.from(document.querySelectorAll('img'));
    expect(still?.getAttribute('alt')).toBe('Set');
    expect(still?.getAttribute('loading')).toBe('lazy');
    expect(still?.getAttribute('srcset')).toBe(uploadSrcSet(`/uploads/${HEX}.png`));
    expect(gif?.hasAttribute('srcset')).toBe(false);
    expect(withImageCopies('<p>No images</p>', '100vw')).toBe('<p>No images</p>');
  });
});
