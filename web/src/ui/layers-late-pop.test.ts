import { describe, expect, it, vi } from 'vitest';
import { openLayer, openLayers } from './layers';

// A file of its own: the layer stack is module state, and a late pop of another test would land here.
describe('a closed layer’s late pop', () => {
  it('keeps the member on the new page when the late pop lands two entries back, past the layer', async () => {
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const page = window.location.href;
    const release = openLayer(vi.fn());
    // The closed layer's `back` is still on its way when a link is followed.
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    release();
    back.mockRestore();
    window.location.hash = '#/pages/task/index';
    const left = window.location.href;
    await vi.waitFor(() => expect(router).toHaveBeenCalledTimes(1));
    // Chrome may resolve that `back` against the entries before the link: it lands on the page's
    // own entry, two back from the new one.
    window.history.replaceState(null, '', page);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(router).toHaveBeenCalledTimes(2);
    expect(window.location.href).toBe(left);
    expect(openLayers()).toBe(0);
    window.removeEventListener('popstate', router);
  });
});
