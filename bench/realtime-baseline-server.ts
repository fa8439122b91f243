import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

/**
 * The baseline of realtime-bench.ts: a bare socket.io server with the Redis adapter and nothing else (no
 * authentication, no Origin check, no Fastify). `POST /emit` sends one `msgToClient` to every socket on every
 * instance, as Connect's `realtime.broadcast` does. Settings: PORT, REDIS_URL.
 */

const port = Number(process.env.PORT);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const http = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/emit') {
    io.emit('msgToClient', { type: 'bench' });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
    return;
  }
  response.writeHead(request.url === '/readyz' ? 200 : 404);
  response.end();
});
const io = new Server(http, { path: '/api/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
const pub = new Redis(redisUrl);
const sub = pub.duplicate();
io.adapter(createAdapter(pub, sub));

http.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  io.local.disconnectSockets(true);
  void io.close();
  pub.disconnect();
  sub.disconnect();
  process.exit(0);
});
