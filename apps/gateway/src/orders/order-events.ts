import type { Queryable } from '../db/database';

/** An order that has just been completed (delivered or picked up by the customer). */
export interface CompletedOrder {
  readonly id: string;
  readonly gid: string;
  /** Null for a guest's order. */
  readonly userId: string | null;
  readonly isFirstOrder: boolean;
}

/**
 * Called inside the transaction that completes an order, so what a listener writes (an
 * invite-referral credit, a loyalty entry) commits with the completion or not at all. A
 * listener that throws rolls the completion back.
 */
export type OrderCompletedListener = (tx: Queryable, order: CompletedOrder) => Promise<void>;

/**
 * The listeners of order completion. Parts of the gateway add theirs at start-up
 * (`orderEvents.onCompleted(listener)`); the order lifecycle calls them in the order added.
 */
export class OrderEvents {
  private readonly completed: OrderCompletedListener[] = [];

  onCompleted(listener: OrderCompletedListener): void {
    this.completed.push(listener);
  }

  async emitCompleted(tx: Queryable, order: CompletedOrder): Promise<void> {
    for (const listener of this.completed) await listener(tx, order);
  }
}
