import { describe, expect, it, vi } from 'vitest';
import { afterLayers, layersSettled, openLayer, openLayers } from './layers';

const depth = () => (window.history.state as { __layers?: number } | null)?.__layers ?? 0;

describe('the layer stack', () => {
  it('closes the top layer on Back, then the one below, each with its own history entry', async () => {
    const pageListener = vi.fn();
    window.addEventListener('popstate', pageListener);
    const start = window.history.length;
    const sheet = vi.fn();
    const keypad = vi.fn();
    openLayer(sheet);
    openLayer(keypad);
    expect(window.history.length).toBe(start + 2);
    expect(depth()).toBe(2);

    // jsdom, as browsers, pops a moment later; the layers' own popstate is kept from other listeners.
    window.history.back();
    await vi.waitFor(() => expect(keypad).toHaveBeenCalledTimes(1));
    expect(sheet).not.toHaveBeenCalled();
    expect(openLayers()).toBe(1);

    window.history.back();
    await vi.waitFor(() => expect(sheet).toHaveBeenCalledTimes(1));
    expect(openLayers()).toBe(0);
    // The page's own guards never heard those Backs: they were the layers'.
    expect(pageListener).not.toHaveBeenCalled();
    window.removeEventListener('popstate', pageListener);
  });

  it('goes back on Escape while a layer is open, and leaves Escape alone otherwise', async () => {
    const dialog = vi.fn();
    openLayer(dialog);
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    window.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialog).toHaveBeenCalledTimes(1));

    const idle = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    window.dispatchEvent(idle);
    expect(idle.defaultPrevented).toBe(false);
  });

  it('takes the entry of a layer closed on screen off the history, and a navigation waits for that', async () => {
    const close = vi.fn();
    const release = openLayer(close);
    expect(depth()).toBe(1);
    release();
    // The release is answered by its own popstate, which closes nothing more.
    const navigate = vi.fn();
    afterLayers(navigate);
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(close).not.toHaveBeenCalled();
    expect(depth()).toBe(0);
    // A release after Back closed it changes nothing.
    release();
    const now = vi.fn();
    afterLayers(now);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('closes every open layer before a navigation leaves the page', async () => {
    const first = vi.fn();
    const second = vi.fn();
    openLayer(first);
    openLayer(second);
    const settled = layersSettled();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    await settled;
    expect(depth()).toBe(0);
    expect(openLayers()).toBe(0);
  });

  it('closes the layers with their page when a link leaves it, and lets the router hear that', async () => {
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const keypad = vi.fn();
    openLayer(keypad);
    window.location.hash = '#/pages/me/index';
    await vi.waitFor(() => expect(router).toHaveBeenCalledTimes(1));
    expect(keypad).toHaveBeenCalledTimes(1);
    expect(openLayers()).toBe(0);
    window.removeEventListener('popstate', router);
  });

  it('keeps a link followed while a closed layer still pops its entry: the member stays on the new page', async () => {
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const page = window.location.href;
    const release = openLayer(vi.fn());
    // The keypad closes on screen (its pop is on its way), and a link is followed at once.
    release();
    window.location.hash = '#/pages/funds/details';
    const left = window.location.href;
    expect(left).not.toBe(page);
    await vi.waitFor(() => expect(openLayers()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vi.waitFor(() => expect(window.location.href).toBe(left));
    expect(router).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'popstate' }));
    window.removeEventListener('popstate', router);
  });
});
