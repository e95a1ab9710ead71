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
  close?(): void;
}

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

/** A WebSocket transport that queues calls until the socket opens and reconnects after a drop. */
export function webSocketTransport(url: string, makeSocket: (url: string) => SocketLike = (u) => new WebSocket(u), timeoutMs = 60_000): Transport {
  let nextId = 1;
  let socket: SocketLike | null = null;
  let state: ConnectionState = 'connecting';
  let closedByUs = false;
  const pending = new Map<number, { resolve: (r: CallResult) => void; timer: ReturnType<typeof setTimeout> }>();
  const queue: string[] = [];
  const eventListeners = new Set<(event: string, payload: unknown) => void>();
  const stateListeners = new Set<(s: ConnectionState) => void>();
  const setState = (s: ConnectionState): void => {
    state = s;
    for (const l of stateListeners) l(s);
  };

  const connect = (): void => {
    setState('connecting');
    const ws = makeSocket(url);
    socket = ws;
    ws.addEventListener('open', () => {
      setState('open');
      while (queue.length > 0) ws.send(queue.shift()!);
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
      setState('closed');
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer);
        entry.resolve({ ok: false, error: { kind: 'internal', message: 'The connection to Skirmish was lost.' } });
        pending.delete(id);
      }
      if (!closedByUs) setTimeout(connect, 1000);
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
    close() {
      closedByUs = true;
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
