/**
 * A first-come, first-served async mutex. PGlite has one connection, so the data layer queues
 * every statement and every transaction behind it: nothing from another request can slip into
 * an open transaction.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = next;
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
