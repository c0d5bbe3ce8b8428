// A mail server for the browser tests: takes every message the site sends over SMTP and keeps it, and
// answers GET /messages (newest last) on a second port, as a person's inbox would show them.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** The headers and the text of a raw message (quoted-printable and base64 bodies decoded). */
export function parseMessage(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return {
    to: header('To')
      .replace(/^.*<([^>]+)>.*$/, '$1')
      .toLowerCase(),
    subject: header('Subject'),
    text: body.replace(/\r\n/g, '\n').trimEnd(),
  };
}

export async function startMailCatcher(httpPort) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ id: messages.length + 1, ...parseMessage(Buffer.concat(chunks).toString('latin1')) });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const inbox = http.createServer((request, response) => {
    if (request.url !== '/messages') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise((resolve) => inbox.listen(httpPort, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => inbox.close(resolve))]),
  };
}
