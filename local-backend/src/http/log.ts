import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One JSON line per finished request. Only the path is logged: query strings
 * carry tokens (/verify) and filter values (e-mails), bodies carry passwords.
 */
export function logRequests(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = process.hrtime.bigint();
  res.on('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: req.socket.remoteAddress,
        ...(res.writableFinished ? {} : { aborted: true }),
      }),
    );
  });
}
