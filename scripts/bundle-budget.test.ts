// The build's budgets: the home page's gzipped JavaScript and admin code kept from visitors.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { budgetReport, type BuiltChunk } from './bundle-budget';

const chunk = (fileName: string, part: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  code: `export const x = ${JSON.stringify(fileName)};`,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  moduleIds: [`/app/src/web/${fileName.replace('.js', '.tsx')}`],
  ...part,
});

/** Text that gzip cannot shrink much. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

describe('bundle budget', () => {
  const app = [
    chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['business.js', 'admin-dashboard.js'] }),
    chunk('react.js'),
    chunk('business.js', { facadeModuleId: '/app/src/web/features/listings/routes/business-detail-page.tsx', imports: ['card.js'] }),
    chunk('card.js'),
    chunk('admin-dashboard.js', {
      facadeModuleId: '/app/src/web/features/admin/routes/admin-dashboard-page.tsx',
      imports: ['admin-tabs.js', 'card.js'],
      moduleIds: ['/app/src/web/features/admin/routes/admin-dashboard-page.tsx'],
    }),
    chunk('admin-tabs.js', { moduleIds: ['/app/src/web/features/admin/components/reviews-tab.tsx'] }),
  ];

  it('counts the entry and what it imports statically as the home page, and passes a clean build', () => {
    const report = budgetReport(app);
    expect(report.homeFiles.sort()).toEqual(['index.js', 'react.js']);
    expect(report.homeBytes).toBeGreaterThan(0);
    expect(report.problems).toEqual([]);
  });

  it('fails when the home page grows past the budget', () => {
    const heavy = app.map((c) => (c.fileName === 'react.js' ? { ...c, code: incompressible(4000) } : c));
    const report = budgetReport(heavy, 2048);
    expect(report.problems).toEqual([expect.stringMatching(/^the home page loads \d+\.\d KiB of JavaScript \(gzip\), over its budget of 2\.0 KiB$/)]);
  });

  it('finds admin code that a visitor page loads, statically or on its own route', () => {
    const leaky = app.map((c) => (c.fileName === 'card.js' ? { ...c, moduleIds: [...c.moduleIds, '/app/src/web/app/admin-layout.tsx'] } : c));
    const report = budgetReport(leaky);
    expect(report.adminForVisitors).toEqual(['card.js: /app/src/web/app/admin-layout.tsx']);
    expect(report.problems).toHaveLength(1);
  });

  it('finds files that import each other, however far round', () => {
    expect(budgetReport(app).circles).toEqual([]);
    const circular = app.map((c) => (c.fileName === 'card.js' ? { ...c, imports: ['business.js'] } : c));
    const report = budgetReport(circular);
    expect(report.circles).toEqual(['business.js -> card.js -> business.js']);
    expect(report.problems).toEqual([expect.stringContaining('files import each other')]);
  });
});
