/**
 * A loopback WebSocket-to-TCP relay: the stand-in for Neon's WebSocket proxy,
 * so @neondatabase/serverless can be tested against a plain Postgres (or the
 * PGlite socket). The client asks for `ws://127.0.0.1:<port>/v1?address=host:port`.
 */
import net from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export async function startWsTcpProxy(): Promise<{ port: number; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws: WebSocket, req) => {
    const address = new URL(req.url ?? '/', 'http://x').searchParams.get('address') ?? '';
    const [host, port] = address.split(':');
    const tcp = net.connect({ host, port: Number(port) });
    const pending: Buffer[] = [];
    let open = false;
    tcp.on('connect', () => {
      open = true;
      for (const chunk of pending) tcp.write(chunk);
      pending.length = 0;
    });
    ws.on('message', (data: Buffer) => (open ? tcp.write(data) : pending.push(data)));
    tcp.on('data', (chunk) => ws.readyState === ws.OPEN && ws.send(chunk));
    tcp.on('close', () => ws.close());
    tcp.on('error', () => ws.close());
    ws.on('close', () => tcp.destroy());
  });
  const { port } = wss.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
