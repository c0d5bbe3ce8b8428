// The relevance benchmark's scoring: runs each query against our search API and against MiniSearch (fuzzy
// and prefix matching over the same rows), and reports the recall of each kind as a markdown table.
import MiniSearch from 'minisearch';
import { httpGet } from './harness';
import { enc } from './query-parts';
import { RELEVANCE_KINDS, tokens, type RelevanceKind, type RelevanceListing, type RelevanceQuery } from './relevance-queries';

export interface KindRecall {
  kind: RelevanceKind;
  queries: number;
  ours: number;
  miniSearch: number;
  example: string;
}

/** Share of the truth among the first `depth` results, out of as many as could fit there. */
export function recallAt(query: Pick<RelevanceQuery, 'truth' | 'depth'>, results: readonly number[]): number {
  const truth = new Set(query.truth);
  const found = results.slice(0, query.depth).filter((id) => truth.has(id)).length;
  return found / Math.min(query.depth, truth.size);
}

/** MiniSearch as a developer would set it up: the listing's searchable fields, fuzzy and prefix matching. */
export function miniSearchOver(listings: readonly RelevanceListing[]): (q: string) => number[] {
  const index = new MiniSearch<RelevanceListing>({
    fields: ['businessName', 'businessType', 'servicesOffered', 'keywords', 'description', 'city', 'state', 'zipCode'],
    // Folds accents as our tokens do; one term may become several words ('café-bar').
    processTerm: (term) => tokens(term),
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { businessName: 2 } },
  });
  index.addAll(listings);
  return (q) => index.search(q).map((result) => result.id as number);
}

/** Our search, as the search page asks it: the first page of `q`, no location. */
async function oursFor(base: string, q: string): Promise<number[]> {
  const res = await httpGet(`${base}/api/listings?q=${enc(q)}`);
  if (res.status !== 200) throw new Error(`relevance: HTTP ${res.status} for q=${q}: ${res.body.slice(0, 200)}`);
  return (JSON.parse(res.body) as { items: { id: number }[] }).items.map((item) => item.id);
}

/** The mean recall of every kind, ours and MiniSearch's, in the kinds' order. */
export async function measureRelevance(base: string, listings: readonly RelevanceListing[], queries: readonly RelevanceQuery[]): Promise<KindRecall[]> {
  const miniSearch = miniSearchOver(listings);
  const rows: KindRecall[] = [];
  for (const kind of RELEVANCE_KINDS) {
    const ofKind = queries.filter((query) => query.kind === kind);
    if (!ofKind.length) continue;
    let ours = 0;
    let theirs = 0;
    for (const query of ofKind) {
      ours += recallAt(query, await oursFor(base, query.q));
      theirs += recallAt(query, miniSearch(query.q));
    }
    rows.push({ kind, queries: ofKind.length, ours: ours / ofKind.length, miniSearch: theirs / ofKind.length, example: ofKind[0]!.q });
  }
  return rows;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function relevanceTable(rows: readonly KindRecall[]): string {
  const total = rows.reduce((sum, row) => sum + row.queries, 0);
  const mean = (pick: (row: KindRecall) => number) => rows.reduce((sum, row) => sum + pick(row) * row.queries, 0) / total;
  const lines = rows.map((row) => {
    const kind = row.kind === 'name with a typo' ? 'business name with a typo (in the first 5)' : row.kind;
    return `| ${kind} | \`${row.example}\` | ${row.queries} | ${percent(row.ours)} | ${percent(row.miniSearch)} |`;
  });
  return [
    '| relevance: kind (recall in the first 20) | e.g. | queries | ours | MiniSearch |',
    '|---|---|---|---|---|',
    ...lines,
    `| all kinds | | ${total} | ${percent(mean((row) => row.ours))} | ${percent(mean((row) => row.miniSearch))} |`,
  ].join('\n');
}
