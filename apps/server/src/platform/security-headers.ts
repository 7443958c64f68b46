import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { failure } from './envelope';

/** Where the console may load from: itself, plus the map tiles' server when one is configured. */
function consolePolicy(config: Pick<Config, 'mapTileUrl'>): string {
  let tiles = '';
  if (config.mapTileUrl && /^https?:\/\//.test(config.mapTileUrl))
    tiles = ` ${new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Ant Design writes its styles into the page at run time
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Every answer says what it is and that it may not be framed by another site or leak the address it came
 * from; the console's pages also say where their scripts, styles and images may come from. The API's own
 * documentation page keeps the policy its plugin sets.
 */
export function installSecurityHeaders(fastify: FastifyInstance, config: Pick<Config, 'mapTileUrl'>): void {
  const policy = consolePolicy(config);
  fastify.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !req.url.startsWith('/api/docs'))
      reply.header('content-security-policy', policy);
    return payload;
  });
}

/**
 * A request Node could not read (headers or address too long, malformed) still gets the envelope; the
 * language is unknown before the headers are read, so it says it in both.
 */
export function answerUnreadable(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          '请求地址或请求头过长 / the address or headers of the request are too long',
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时 / the request took too long to arrive']
        : [400, 'Bad Request', '请求无法解析 / the request could not be read'];
  const body = JSON.stringify(failure(status, msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
