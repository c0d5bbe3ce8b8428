// Multipart uploads through app.inject, as the browser's form sends them, and a real photo to send.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A plain photo of 2400 x 1200 pixels in the given format. */
export const photo = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 140, b: 40 } } })
    [format]()
    .toBuffer();

export async function uploadFiles(app: FastifyInstance, files: UploadFile[], remoteAddress = '127.0.0.1') {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://localhost/api/uploads', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}
