/**
 * A second origin for the end-to-end tests: a small HTTP server in the test's own process, on
 * 127.0.0.1 and a port of its own (so another origin than the demo server's pages), that answers
 * with CORS for everyone. It records every request it gets, which no DevTools event has to relay
 * (a map's requests come from workers, some of them started inside other workers). A route answers,
 * passes the request on to the demo server, or holds it without an answer (a server that hangs).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { baseUrl } from './helpers';

/** What a route does with a request: its answer, 'demo' (the demo server's answer), or 'hold'. */
export type Answer = { status?: number; type: string; body: string } | 'demo' | 'hold' | undefined;

export interface OtherOrigin {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** The paths (with their query) asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'ETag, Content-Range, Content-Length, Accept-Ranges',
};

async function passOn(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const range = request.headers.range;
  const answer = await fetch(`${baseUrl()}${path}`, range ? { headers: { range } } : {});
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = { ...CORS, 'Content-Length': String(body.length) };
  for (const name of ['content-type', 'content-range', 'accept-ranges', 'etag']) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** Starts the server; `route` decides each request by its path (with query). */
export async function startOtherOrigin(route: (path: string) => Answer): Promise<OtherOrigin> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD' });
      response.end();
      return;
    }
    requests.push(path);
    const answer = route(path);
    if (answer === 'hold') return;
    if (answer === 'demo') {
      passOn(request, response, path).catch(() => response.destroy());
      return;
    }
    const { status = 200, type, body } = answer ?? { status: 404, type: 'text/plain', body: 'Not found' };
    response.writeHead(status, { ...CORS, 'Content-Type': type });
    response.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Held requests keep their sockets open: closed here, or the server never closes.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
