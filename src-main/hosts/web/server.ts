// The browser host: serves the built renderer and carries the service contract over a WebSocket,
// on 127.0.0.1 only, with a random per-run token required on the socket, and only for requests whose Host header
// names this host (so a page on another name that resolves to 127.0.0.1, DNS rebinding, is refused).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import { logSafe, MAX_REQUEST_BYTES, WireRequest, type WireResponse } from '@shared/contract';
import type { MainServices } from '@main/services/main-services';
import { validationIssues } from '@main/services/dispatcher';
import type { Logger } from '@main/services/logger';
import { serveStatic } from './static';

export const SOCKET_PATH = '/api';
/** Frames beyond this close the socket (1009); smaller oversized requests get a typed error. */
const HARD_FRAME_LIMIT = 4 * MAX_REQUEST_BYTES;

export interface WebHostOptions {
  services: MainServices;
  staticDir: string;
  log: Logger;
  port?: number;
  token?: string;
}

export interface WebHost {
  readonly port: number;
  readonly token: string;
  /** The address to open in a browser; the token travels in the fragment, which is never sent to a server. */
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

function tokenMatches(expected: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected), b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  socket.destroy();
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const { log, services } = opts;
  const sockets = new Set<WebSocket>();
  let port = 0;
  /** The Host header a browser sends for this server: the loopback address or localhost, with this port. */
  const ownHost = (req: IncomingMessage): boolean => {
    const given = req.headers.host;
    return given === `127.0.0.1:${port}` || given === `localhost:${port}`;
  };
  const server = createServer((req, res) => {
    if (!ownHost(req)) {
      log.warn(`refused an HTTP request for host '${logSafe(req.headers.host ?? '', 100)}'`);
      res.writeHead(421, { 'Content-Type': 'text/plain', Connection: 'close' }).end('Misdirected request');
      return;
    }
    serveStatic(opts.staticDir, req, res).catch((e: unknown) => {
      log.error(`static file error: ${logSafe(e instanceof Error ? e.message : e, 300)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.on('clientError', (e, socket) => {
    log.warn(`refused a malformed HTTP request: ${logSafe(e.message, 200)}`);
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', (e) => log.warn(`socket error during the handshake: ${logSafe(e.message, 200)}`));
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
    } catch {
      return refuseUpgrade(socket, 400, 'Bad Request');
    }
    if (!ownHost(req)) {
      log.warn(`refused a socket for host '${logSafe(req.headers.host ?? '', 100)}'`);
      return refuseUpgrade(socket, 421, 'Misdirected Request');
    }
    if (url.pathname !== SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (!tokenMatches(token, url.searchParams.get('token'))) {
      log.warn(`refused a socket with a missing or wrong token from ${logSafe(req.socket.remoteAddress ?? '?', 60)}`);
      return refuseUpgrade(socket, 401, 'Unauthorized');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) {
      log.warn(`refused a socket from foreign origin ${logSafe(origin, 100)}`);
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket) => {
    sockets.add(ws);
    const unsubscribe = services.events.subscribe((event, payload) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event, payload }));
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      // Nothing a message does may reject unheard: a failure is logged and answered, and the host keeps serving.
      handleMessage(ws, data, isBinary).catch((e: unknown) => {
        log.error(`a socket request failed: ${e instanceof Error ? (e.stack ?? e.message) : logSafe(e)}`);
        try {
          send(ws, { id: null, ok: false, error: { kind: 'internal', message: 'The request failed inside the app.' } });
        } catch {
          // the socket is gone; nothing to tell
        }
      });
    });
    ws.on('error', (e) => log.warn(`socket error: ${logSafe(e.message, 200)}`));
    ws.on('close', () => {
      unsubscribe();
      sockets.delete(ws);
    });
  });

  const send = (ws: WebSocket, response: WireResponse): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(response));
  };

  async function handleMessage(ws: WebSocket, data: RawData, isBinary: boolean): Promise<void> {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary) {
      log.warn('refused a binary frame');
      return send(ws, { id: null, ok: false, error: { kind: 'validation', message: 'Requests are JSON text frames.', issues: [] } });
    }
    if (buffer.byteLength > MAX_REQUEST_BYTES) {
      log.warn(`refused a ${buffer.byteLength}-byte request`);
      return send(ws, { id: null, ok: false, error: { kind: 'validation', message: `Request larger than ${MAX_REQUEST_BYTES} bytes.`, issues: [] } });
    }
    let json: unknown;
    try {
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      log.warn('refused a request that is not JSON');
      return send(ws, { id: null, ok: false, error: { kind: 'validation', message: 'Request is not valid JSON.', issues: [] } });
    }
    const request = WireRequest.safeParse(json);
    if (!request.success) {
      const id = typeof json === 'object' && json && 'id' in json && (typeof json.id === 'number' || typeof json.id === 'string') ? json.id : null;
      log.warn('refused a malformed request envelope');
      return send(ws, { id: typeof id === 'string' ? id.slice(0, 64) : id, ok: false, error: { kind: 'validation', message: 'Malformed request.', issues: validationIssues(request.error) } });
    }
    const result = await services.dispatcher.call(request.data.method, request.data.args, 'web');
    send(ws, { id: request.data.id, ...result } as WireResponse);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/#token=${token}`;
  log.info(`browser host listening on http://127.0.0.1:${port}`);

  return {
    port,
    token,
    url,
    server,
    async close() {
      for (const ws of sockets) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
