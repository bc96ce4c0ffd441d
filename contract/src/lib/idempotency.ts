/** A random v4 UUID; `crypto.randomUUID` exists only on secure (https, localhost) pages. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One money-moving action of a client (a member's withdrawal, an operator's recorded revenue). Each
 * submit gets an Idempotency-Key; a retry of the same body after an unknown outcome reuses it, so the
 * money moves at most once. A changed body or a settled outcome starts a new action, because the
 * server refuses a known key with another body, and replays the answer of a settled one. `settled`
 * tells, from a failure, whether the server gave its answer (the client's own error shapes).
 */
export class IdempotentAction {
  private pending: { body: string; key: string } | null = null;

  constructor(
    private readonly settled: (error: unknown) => boolean,
    private readonly makeKey: () => string = newIdempotencyKey,
  ) {}

  async run<T>(body: unknown, send: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const text = JSON.stringify(body);
    if (this.pending?.body !== text) this.pending = { body: text, key: this.makeKey() };
    const { key } = this.pending;
    try {
      const result = await send(key);
      this.pending = null;
      return result;
    } catch (error) {
      if (this.settled(error) && this.pending?.key === key) this.pending = null;
      throw error;
    }
  }
}
