/**
 * A request's body as the functions read it, and how a connection ends when a function refused a body it did not
 * read to the end (a 413 by its declared length, a 400 for too many multipart parts, a 415, a 405).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long the rest of a refused body is read and thrown away after the answer is sent, at most: long enough for the
 * client to read the answer, short enough that a client streaming an endless body does not hold the connection.
 */
export const LINGER_MS = 2_000;

/** The body stream's buffer: a function that stops reading pauses the socket after this much. */
const BODY_HIGH_WATER_MARK = 64 * 1024;

/** Sockets closing after a refused body: their answer is sent, and nothing more is answered on them. */
const lingering = new WeakSet<Socket>();

export function isLingering(socket: Socket): boolean {
  return lingering.has(socket);
}

/**
 * The body as a web stream the function reads at its own pace. Unlike `Readable.toWeb(req)`, cancelling it (a
 * function that refuses a body part-way) only stops the reading: Node destroys the socket of a request destroyed
 * before its end, and the client would then see the connection reset instead of the answer.
 */
export function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  const onData = (chunk: Buffer, controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (settled) return;
    // A copy: the function may keep the bytes (a manuscript) after Node reuses its buffer.
    controller.enqueue(new Uint8Array(chunk));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  let listener: ((chunk: Buffer) => void) | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        listener = (chunk) => onData(chunk, controller);
        req.on('data', listener);
        req.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        req.once('close', () => {
          // Closed before its end: the client hung up mid-body.
          if (settled) return;
          settled = true;
          controller.error(new Error('The request body broke off'));
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        settled = true;
        if (listener) req.off('data', listener);
        req.pause();
      },
    },
    { highWaterMark: BODY_HIGH_WATER_MARK, size: (chunk) => chunk.byteLength },
  );
}

/** FIN after the answer, the rest of the body read into nothing, and the socket closed when the client is done. */
function lingeringClose(req: IncomingMessage, socket: Socket): void {
  lingering.add(socket);
  socket.end();
  // What Node's own req._dump() does: no reader left, and reading on, so the bytes are taken off the wire.
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Called before writing an answer: when the request's body has not been read to its end, the answer says
 * `Connection: close` (kept alive, the connection would wait for bytes nobody reads), and the connection closes only
 * once the answer is on the wire and the client has stopped sending. Node would end such an answer with
 * `socket.destroySoon()`: a FIN, then the socket destroyed with the unread body still in the kernel's buffer, which
 * makes the kernel send a reset that can overtake the answer (3 of 6 raw-socket tries saw no 413, only the reset).
 * The standard cure (Apache's and nginx's lingering close): FIN, keep reading and discarding, then close.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // The hook Node's server calls once a `Connection: close` answer is written (resOnFinish in lib/_http_server.js).
  socket.destroySoon = () => lingeringClose(req, socket);
}
