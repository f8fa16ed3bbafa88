/**
 * Raw HTTP over node:net, for requests no HTTP client would send (a malformed request line, a Host with a path in
 * it, chunked garbage), and a seeded generator of such requests for the server fuzz test.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  /** The first status code answered, or 'none' when the server closed without one, 'timeout' when it stayed silent. */
  status: number | 'none' | 'timeout';
  text: string;
}

/**
 * Sends the bytes, then reads until the server closes, or until `idleMs` pass with nothing new (a keep-alive answer
 * that is complete, or a server still waiting for a body we promised and never sent).
 */
export function sendRaw(port: number, bytes: Buffer, idleMs = 1000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (timedOut: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : timedOut ? 'timeout' : 'none', text });
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(true), idleMs);
    };
    socket.on('connect', () => {
      arm();
      // The server may close on a bad request before it has read everything: that write error is expected.
      socket.write(bytes, () => arm());
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      arm();
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeFuzzer(random: () => number, port: number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (max: number) => Math.floor(random() * max);
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)));
  const host = `127.0.0.1:${port}`;

  const methods = ['GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT',
    'PROPFIND', 'get', 'G\u0000T', '', 'GE T', 'X'.repeat(40), 'M-SEARCH', 'PURGE'];
  const targets = [
    '/', '//[', '%', '/%', '/%zz', '/%E0%A4%A', '*', '//', '///a', '/?%', '/#x', '/\\..\\..\\etc\\passwd',
    '/../../../etc/passwd', '/assets/../../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/index.html', '/assets/app.js',
    '/.netlify/functions/health', '/.netlify/functions/health?x=%', '/.netlify/functions/%00', '/.netlify/functions/../x',
    '/.netlify/functions/feedback', '/.netlify/functions/feedback/analytics?range=all', '/.netlify/functions/feedback/analytics?range=%',
    '/.netlify/functions/feedback/categories', '/.netlify/functions/feedback/submit', '/.netlify/functions/feedback/track',
    '/.netlify/functions/feedback/upload', '/.netlify/functions/feedback/uploads/%2e%2e%2fsecret', '/.netlify/functions/feedback/uploads/x.png',
    '/.netlify/functions/feedback/user/%E0%A4%A', '/.netlify/functions/feedback/user/abc', '/.netlify/functions/feedback/preferences?userId=%ff',
    '/.netlify/functions/feedback/admin/login', '/.netlify/functions/feedback/admin/feedback?filters=%7B', '/.netlify/functions/feedback/admin/feedback/%',
    'http://evil.example/.netlify/functions/health', 'http://[/x', 'https://127.0.0.1/.netlify/functions/feedback/categories', 'ftp://x/',
    'example.com:443', '/\u00e9\u00ff', '/a b', '/\t', `/${'a'.repeat(9000)}`, `/.netlify/functions/${'f'.repeat(20000)}`,
  ];
  const versions = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', 'HTTP/9', '', 'http/1.1'];
  const hosts = [host, host, host, null, '', 'a b', `${host}/.netlify/functions/feedback/analytics?range=all#`, '[::1', '@evil',
    'evil.example', 'localhost:1', `${'h'.repeat(300)}`, 'x\u00ff', '127.0.0.1:99999999', `${host}, evil.example`];
  const extraHeaders = [
    'Content-Length: -1', 'Content-Length: abc', 'Content-Length: 1, 2', 'Content-Length: 99999999999999999999',
    'Content-Length: 0', 'Content-Length: 5\r\nContent-Length: 6', 'Transfer-Encoding: chunked', 'Transfer-Encoding: gzip, chunked',
    'Transfer-Encoding: chunked\r\nContent-Length: 3', 'Transfer-Encoding: xchunked', 'Content-Type: application/json',
    'Content-Type: multipart/form-data; boundary=', 'Content-Type: multipart/form-data; boundary=x', 'Content-Type: text/plain',
    'Origin: null', 'Origin: http://evil.example', 'Origin: %', `Origin: http://${host}`, 'X-Forwarded-Host: evil.example',
    'X-Forwarded-Proto: https', 'X-Forwarded-For: 1.2.3.4, ::1', 'Cookie: bm_admin_session=%%%', 'Cookie: bm_admin_session=a.b.c',
    'Accept-Encoding: gzip', 'Expect: 100-continue', 'Upgrade: websocket\r\nConnection: Upgrade', 'Bad Header: x', 'NoColon',
    ' folded: continuation', 'X-Long: ' + 'v'.repeat(20000), 'X-Nul: a\u0000b', 'X-Latin: \u00e9\u00ff', 'Connection: keep-alive',
    'Range: bytes=0-1', 'If-None-Match: *',
  ];
  const bodies = [
    () => Buffer.alloc(0), () => Buffer.from('{}'), () => Buffer.from('{"id":'), () => Buffer.from('null'),
    () => Buffer.from('{"events":[{"id":"x","type":"page_view"}]}'), () => Buffer.from('zz\r\nhello\r\n0\r\n\r\n'),
    () => Buffer.from('5\r\nhello\r\n0\r\n\r\n'), () => Buffer.from('ffffffffffffffff\r\nx\r\n'),
    () => Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nGIF89a/*\r\n--x--\r\n'),
    () => bytes(int(2000)), () => Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(int(5000)) })),
  ];

  /** One request's bytes, built from the pools above; most stay close enough to valid to reach the handlers. */
  return function nextRequest(): Buffer {
    const method = random() < 0.7 ? pick(['GET', 'POST', 'HEAD']) : pick(methods);
    const target = pick(targets);
    const version = random() < 0.85 ? 'HTTP/1.1' : pick(versions);
    const separator = random() < 0.95 ? ' ' : pick(['  ', '\t', '']);
    const lines = [`${method}${separator}${target}${separator}${version}`];
    const hostValue = random() < 0.6 ? host : pick(hosts);
    if (hostValue !== null) lines.push(`Host: ${hostValue}`);
    for (let count = int(4); count > 0; count -= 1) lines.push(pick(extraHeaders));
    const body = pick(bodies)();
    // A Content-Length that matches the body, unless a fuzzed one is already there; a short one now and then.
    if (!lines.some((line) => /^(content-length|transfer-encoding):/im.test(line)) && body.length > 0) {
      lines.push(`Content-Length: ${random() < 0.02 ? body.length + 10 : body.length}`);
    }
    if (random() < 0.9) lines.push('Connection: close');
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    return random() < 0.97 ? Buffer.concat([head, body]) : head.subarray(0, int(head.length));
  };
}
