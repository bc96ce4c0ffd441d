import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

/*
 * A small rendering harness for component tests, on react-dom and jsdom alone: mount in a fresh
 * QueryClient, poll for a condition, click and type the way React's event system expects.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Rendered = { container: HTMLElement; unmount: () => void };

export function render(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Waits until `find` returns something truthy (effects, queries and timers run meanwhile). */
export async function waitFor<T>(find: () => T | null | undefined | false, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Every element with the test id, anywhere in the document (popups render into portals). */
export const byTestId = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

export function click(element: Element): void {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Types into a controlled input or textarea: React listens for `input` after the native value setter. */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** An answer that refuses the call: the server's error envelope with this code and message. */
export class StubFailure {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/**
 * The network layer, as the request client sees it: one envelope per call, by path. An answer gets
 * the JSON body of a POST, and the URL (a GET's query parameters); it returns the data, or a
 * `StubFailure` for an error envelope.
 */
export function stubApi(answers: Partial<Record<string, (body: unknown, url: URL) => unknown>>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const answer = answers[path];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const data = answer ? answer(body, url) : undefined;
    const envelope =
      data instanceof StubFailure
        ? { code: data.code, data: null, message: data.message }
        : answer
          ? { code: 1000, data, message: 'Success' }
          : { code: 1004, data: null, message: 'nf' };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
