// The renderer's API client: the same typed Api over Electron IPC (the preload bridge) or a WebSocket.
import { BRIDGE_GLOBAL, services, type Api, type CallResult, type EventName, type EventPayload, type ServiceError, type SkirmishBridge } from '@shared/contract';

export class ApiError extends Error {
  readonly error: ServiceError;
  constructor(error: ServiceError) {
    super(error.message);
    this.name = 'ApiError';
    this.error = error;
  }
}

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface Transport {
  readonly kind: 'electron' | 'web';
  call(method: string, args: unknown): Promise<CallResult>;
  onEvent(listener: (event: string, payload: unknown) => void): () => void;
  onState?(listener: (state: ConnectionState) => void): () => void;
  /** Hears each reconnection after a drop: events may have been missed meanwhile, so what is shown must be read again. */
  onReconnect?(listener: () => void): () => void;
  close?(): void;
}

/** Delays between reconnection attempts: doubling from the first to the last, which then repeats (ms). */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000] as const;
/** Failed attempts in a row after which the state is 'closed' (attempts go on at the longest delay). */
export const ATTEMPTS_BEFORE_CLOSED = 4;

export interface ApiClient {
  readonly api: Api;
  readonly transport: Transport;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** Plain data only: reactive proxies cannot cross IPC, and JSON is what the socket carries anyway. */
function plain(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export function createApiClient(transport: Transport): ApiClient {
  const api = {} as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;
  for (const [serviceName, spec] of Object.entries(services)) {
    const methods: Record<string, (input?: unknown) => Promise<unknown>> = {};
    for (const method of Object.keys(spec.methods)) {
      methods[method] = async (input?: unknown) => {
        const result = await transport.call(`${serviceName}.${method}`, plain(input));
        if (!result.ok) throw new ApiError(result.error);
        return result.result;
      };
    }
    api[serviceName] = methods;
  }
  return {
    api: api as unknown as Api,
    transport,
    on(event, listener) {
      return transport.onEvent((name, payload) => {
        if (name === event) listener(payload as never);
      });
    },
  };
}

export function electronTransport(bridge: SkirmishBridge): Transport {
  return {
    kind: 'electron',
    call(method, args) {
      const [service, name] = method.split('.') as [keyof SkirmishBridge, string];
      const fn = (bridge[service] as unknown as Record<string, (input?: unknown) => Promise<CallResult>> | undefined)?.[name];
      if (!fn) return Promise.resolve({ ok: false, error: { kind: 'unknown_method', method, message: `There is no method '${method}'.` } });
      return fn(args);
    },
    onEvent: (listener) => bridge.onEvent(listener),
  };
}

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'message' | 'error', listener: (event: { data?: unknown }) => void): void;
}

/**
 * A WebSocket transport that queues calls until the socket opens and reconnects after a drop, with growing delays
 * (RECONNECT_DELAYS_MS); after a few failures in a row it reports 'closed' but keeps trying. Each reconnection is told
 * to `onReconnect` listeners.
 */
export function webSocketTransport(url: string, makeSocket: (url: string) => SocketLike = (u) => new WebSocket(u), timeoutMs = 60_000): Transport {
  let nextId = 1;
  let socket: SocketLike | null = null;
  let state: ConnectionState = 'connecting';
  let closedByUs = false;
  let everOpen = false;
  /** Attempts since the socket was last open. */
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const reconnectListeners = new Set<() => void>();
  const pending = new Map<number, { resolve: (r: CallResult) => void; timer: ReturnType<typeof setTimeout> }>();
  const queue: string[] = [];
  const eventListeners = new Set<(event: string, payload: unknown) => void>();
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const setState = (s: ConnectionState): void => {
    state = s;
    for (const l of stateListeners) l(s);
  };

  const connect = (): void => {
    retry = null;
    if (closedByUs) return;
    if (failures < ATTEMPTS_BEFORE_CLOSED) setState('connecting');
    let ws: SocketLike;
    try {
      ws = makeSocket(url);
    } catch {
      failures++;
      retry = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(failures - 1, RECONNECT_DELAYS_MS.length - 1)]);
      return;
    }
    socket = ws;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      const again = everOpen;
      everOpen = true;
      failures = 0;
      setState('open');
      while (queue.length > 0) ws.send(queue.shift()!);
      if (again) for (const l of reconnectListeners) l();
    });
    ws.addEventListener('message', (event) => {
      let message: { id?: unknown; ok?: boolean; result?: unknown; error?: ServiceError; event?: string; payload?: unknown };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof message.event === 'string') {
        for (const l of eventListeners) l(message.event, message.payload);
        return;
      }
      const entry = typeof message.id === 'number' ? pending.get(message.id) : undefined;
      if (!entry) return;
      pending.delete(message.id as number);
      clearTimeout(entry.timer);
      entry.resolve(message.ok ? { ok: true, result: message.result } : { ok: false, error: message.error! });
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer);
        entry.resolve({ ok: false, error: { kind: 'internal', message: 'The connection to Skirmish was lost.' } });
        pending.delete(id);
      }
      if (closedByUs) {
        setState('closed');
        return;
      }
      failures++;
      setState(failures >= ATTEMPTS_BEFORE_CLOSED ? 'closed' : 'connecting');
      if (retry === null) retry = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(failures - 1, RECONNECT_DELAYS_MS.length - 1)]);
    });
  };
  connect();

  return {
    kind: 'web',
    call(method, args) {
      const id = nextId++;
      return new Promise<CallResult>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve({ ok: false, error: { kind: 'internal', message: `${method} did not answer in time.` } });
        }, timeoutMs);
        pending.set(id, { resolve, timer });
        const text = JSON.stringify({ id, method, args });
        if (state === 'open' && socket) socket.send(text);
        else queue.push(text);
      });
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      listener(state);
      return () => stateListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    close() {
      closedByUs = true;
      if (retry !== null) clearTimeout(retry);
      retry = null;
      socket?.close();
    },
  };
}

const TOKEN_KEY = 'skirmish.token';

/** Picks the transport at start-up: the preload bridge inside Electron, else the browser host's socket. */
export function pickTransport(win: Window & { [BRIDGE_GLOBAL]?: SkirmishBridge } = window as never): Transport {
  const bridge = win[BRIDGE_GLOBAL];
  if (bridge) return electronTransport(bridge);
  const fromHash = new URLSearchParams(win.location.hash.replace(/^#/, '')).get('token');
  if (fromHash) {
    win.sessionStorage.setItem(TOKEN_KEY, fromHash);
    // Keep the token out of the visible address and history.
    win.history.replaceState(null, '', win.location.pathname + win.location.search);
  }
  const token = fromHash ?? win.sessionStorage.getItem(TOKEN_KEY) ?? '';
  return webSocketTransport(`ws://${win.location.host}/api?token=${encodeURIComponent(token)}`);
}
