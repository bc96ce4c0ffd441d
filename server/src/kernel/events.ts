/**
 * Domain events, delivered inside the publisher's transaction. A domain module publishes what
 * happened (a membership activated, an investment confirmed); the engagement modules that react
 * (draws, team counts) subscribe in the composition root and are never called by the publisher. A
 * listener runs in the same `trx`, so the state a reaction pays for and the reaction commit or roll
 * back together, and a listener's failure fails the publisher's transaction: reactions are part of
 * the work, not fire-and-forget. Listeners run one after another, in the order they subscribed.
 */
export type Listener<Tx, Event> = (trx: Tx, event: Event) => Promise<void>;

/** What a publisher is given: it can emit its own events, nothing else. */
export type Publisher<Tx, Events> = {
  emit<Name extends keyof Events>(trx: Tx, name: Name, event: Events[Name]): Promise<void>;
};

/** What a subscriber is given: it can listen to the events it names, nothing else. */
export type Subscriber<Tx, Events> = {
  on<Name extends keyof Events>(name: Name, listener: Listener<Tx, Events[Name]>): void;
};

export class EventHub<Tx, Events> implements Publisher<Tx, Events>, Subscriber<Tx, Events> {
  readonly #listeners = new Map<keyof Events, Listener<Tx, never>[]>();

  on<Name extends keyof Events>(name: Name, listener: Listener<Tx, Events[Name]>) {
    this.#listeners.set(name, [...(this.#listeners.get(name) ?? []), listener as Listener<Tx, never>]);
  }

  async emit<Name extends keyof Events>(trx: Tx, name: Name, event: Events[Name]) {
    for (const listener of this.#listeners.get(name) ?? []) {
      await (listener as Listener<Tx, Events[Name]>)(trx, event);
    }
  }
}
