/** Test support for the browser's tests (production code never imports it). */

type Listener = (event: { data?: unknown }) => void;

/**
 * A server-sent event stream a test drives by hand: `emit` delivers an event to its listeners, with `data` or, when
 * none is given, the data the source was made with.
 */
export class FakeEventSource {
  listeners = new Map<string, Listener[]>();
  closed = false;
  constructor(private readonly defaultData?: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data = this.defaultData) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  close() {
    this.closed = true;
  }
}
