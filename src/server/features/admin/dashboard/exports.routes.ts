// /api/admin/exports/*.csv: spreadsheets for staff, streamed page by page (never the whole table in
// memory), UTF-8 with a byte-order mark so spreadsheets read accents right, formulas neutralised.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine, csvRows } from '@server/features/import';
import { listingsExport, reviewsExport, type CsvExport } from './exports.repo';

const tags = ['admin'];

async function* csvText({ header, pages }: CsvExport) {
  yield `\ufeff${csvLine(header)}`;
  for await (const rows of pages()) yield csvRows(rows);
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const downloads: [file: string, summary: string, source: () => CsvExport][] = [
    ['listings.csv', "Approved listings, in the old app's columns", () => listingsExport(db, true)],
    ['listing-requests.csv', 'Every listing request with its status (Approved Status)', () => listingsExport(db, false)],
    ['reviews.csv', "Every review with its business and the owner's answer", () => reviewsExport(db)],
  ];
  for (const [file, summary, source] of downloads) {
    app.get(`/admin/exports/${file}`, { schema: { tags, summary } }, async (_request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.replace('.csv', `-${stamp}.csv`)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvText(source())));
    });
  }
};
