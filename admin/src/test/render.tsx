import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useSession } from '../api/session';
import { initI18n } from '../i18n';

/*
 * A small rendering harness for the back office's component tests, on react-dom and jsdom alone (as
 * the member app's `web/src/test/render.tsx`): mount in a fresh QueryClient, antd's App and a
 * router, signed in as an operator holding the given keys; poll, click and type as React expects.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * What jsdom lacks and antd asks for: media queries (responsive grid), element resizing, and the
 * style of a pseudo-element (a modal measures the scrollbar's), answered with the element's own.
 */
export function stubBrowser(): void {
  const computed = window.getComputedStyle.bind(window);
  vi.stubGlobal('getComputedStyle', (element: Element) => computed(element));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

export function render(ui: ReactNode): { unmount: () => void } {
  useSession.setState({
    session: {
      token: 'op-token',
      tokenDeadline: Date.now() + 3_600_000,
      refreshToken: 'op-refresh',
      refreshDeadline: Date.now() + 7_200_000,
    },
  });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={client}>
        <AntdApp>
          <MemoryRouter>{ui}</MemoryRouter>
        </AntdApp>
      </QueryClientProvider>,
    );
  });
  return {
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
      document.body.innerHTML = '';
    },
  };
}

/** Waits until `find` returns something truthy (effects, queries and timers run meanwhile). */
export async function waitFor<T>(find: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Lets queries, effects and validation settle for a moment (to see that something did not happen). */
export const settle = (ms = 200) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Every element with the test id, anywhere in the document (modals and popups render into portals). */
export const byTestId = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

/** The buttons in the document whose text is `text` (antd spaces two CJK letters; English has none). */
export const buttonsByText = (text: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button')).filter(
    (b) => b.textContent?.trim() === text,
  );

export function click(element: Element): void {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Types into a controlled input: React listens for `input` after the native value setter. */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Opens an antd select and picks the option whose text is `label` (options render into a portal). */
export async function pick(select: Element, label: string): Promise<void> {
  const trigger = select.closest('.ant-select') ?? select;
  act(() => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = await waitFor(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (o) => o.textContent === label,
    ),
  );
  click(option);
}

/** Types `text` into a searching antd select and picks the option whose text is `label`. */
export async function searchAndPick(select: Element, text: string, label: string): Promise<void> {
  const input = (select.matches('input') ? select : select.querySelector('input')) as HTMLInputElement;
  act(() => {
    (select.closest('.ant-select') ?? select).dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  type(input, text);
  const option = await waitFor(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (o) => o.textContent === label,
    ),
  );
  click(option);
}

/** Presses and lets go of Enter in an input (antd's search box searches on it, once per press). */
export function pressEnter(input: HTMLInputElement): void {
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', keyCode: 13, bubbles: true }));
  });
}

/**
 * The network as the request client sees it: one envelope per call, by path (`/admin/...`), given
 * the call's JSON body; the signed-in operator holds `permissions`.
 */
export function stubApi(permissions: string[], answers: Partial<Record<string, (body: unknown) => unknown>>) {
  const all: Partial<Record<string, (body: unknown) => unknown>> = {
    '/admin/base/comm/person': () => ({
      id: 1,
      username: 'root',
      roleName: 'Test',
      permissions,
      secondFactor: { enrolled: true, required: true },
    }),
    ...answers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = all[url.pathname.replace(/^\/api/, '')];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const envelope = answer
      ? { code: 1000, data: answer(body) ?? null, message: 'Success' }
      : { code: 1004, data: null, message: 'nf' };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one path, in order. */
export const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/**
 * What every page test of the back office sets up: the texts in English, the browser stubs antd
 * asks for, and after each test the page unmounted and the globals restored. Answers `mount`, which
 * renders a page for the test and unmounts it after.
 */
export function pageTests(): (ui: ReactNode) => void {
  let unmount: (() => void) | undefined;
  beforeAll(() => initI18n('en'));
  beforeEach(() => stubBrowser());
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
  });
  return (ui) => {
    unmount = render(ui).unmount;
  };
}
