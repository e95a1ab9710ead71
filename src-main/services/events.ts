// Push events from services to every connected renderer, validated against the contract before sending.
import { findEvent, type EventName, type EventPayload } from '@shared/contract';
import type { Logger } from './logger';

export type EventListener = (event: string, payload: unknown) => void;

export class EventBus {
  private readonly listeners = new Set<EventListener>();
  constructor(private readonly log: Logger) {}

  /** Returns the function that unsubscribes. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    const schema = findEvent(event);
    const parsed = schema?.safeParse(payload);
    if (!parsed?.success) {
      this.log.error(`event ${event} does not match the contract; not sent`);
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(event, parsed.data);
      } catch (e) {
        this.log.error(`event listener failed on ${event}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
}
