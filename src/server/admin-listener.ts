// ADMIN_PORT: a second listener for the admin screens and API, so that a firewall or a private network
// can keep them from the public; connections it accepts are marked as the admin's (see isAdminConnection).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function listenForAdmin(app: FastifyInstance, port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => app.routing(request, response));
  server.on('connection', (socket) => app.adminSockets.add(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
