import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub, LiveMessage, LiveTopic } from './live-hub';

/** Streams a topic's changes as Server-Sent Events until the browser goes away or the server shuts down. */
export function streamTopic(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  topic: LiveTopic,
  shutdownSignal: AbortSignal,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Tell the browser how soon to reconnect, and that the stream is open.
  res.write(`retry: 2000\nevent: ready\ndata: {}\n\n`);
  const send = (message: LiveMessage) => {
    res.write(`event: ${message.topic}\ndata: ${JSON.stringify(message.data)}\n\n`);
  };
  const unsubscribe = hub.subscribe(topic, send);
  // A comment every 25 s keeps proxies from closing an idle stream.
  const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 25_000);
  heartbeat.unref();
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    shutdownSignal.removeEventListener('abort', end);
    if (!res.writableEnded) res.end();
  };
  request.raw.on('close', end);
  shutdownSignal.addEventListener('abort', end);
}
