// One request queue (used by six tabs): heading, status filter and search, the paged cards, the View
// Details dialog and the decision dialogs. Each tab supplies how its items look.
import { useState, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { useQueue, type QueueItem, type QueueKind } from '../api/requests';
import { DecisionDialog, type DecisionMode } from './decision-dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { DecisionBox, DecisionNote, type DecisionNoteProps } from './decision-note';
import { DetailsDialog } from './details-dialog';
import { QueueToolbar, type StatusOption } from './queue-toolbar';
import { useDecisionFlow } from './use-decision-flow';
import { useQueueState } from './use-queue-state';
import { PagedList } from './list-states';

/** A card's buttons and decision note, named as RequestCard's props so a tab passes them on whole. */
export interface ItemActions {
  onView: () => void;
  onApprove: () => void;
  onDeny: () => void;
  denyLabel: string;
  busy: boolean;
  footnote: ReactNode;
}

export interface QueuePanelProps<K extends QueueKind> {
  kind: K;
  title: string;
  intro: string;
  statuses: StatusOption[];
  searchLabel: string;
  searchPlaceholder?: string;
  /** Empty list texts for the chosen status. */
  empty: (status: string, searching: boolean) => { title: string; text?: string };
  copy: Parameters<typeof useDecisionFlow>[1];
  /** Who the decision is about, who gets the e-mail, and what approving this one does when it is unusual. */
  describe: (item: QueueItem<K>) => { subject: string; email?: string | null; approveEffect?: string };
  /** The decision taken on an item, if any: shown under its card and boxed in its details. */
  decision: (item: QueueItem<K>) => DecisionNoteProps | null;
  card: (item: QueueItem<K>, actions: ItemActions) => ReactNode;
  /** `decision` is the item's decision box, for the body to place. */
  details: (item: QueueItem<K>, decision: ReactNode) => { title: string; description?: ReactNode; body: ReactNode };
  denyMode?: Extract<DecisionMode, 'deny' | 'reject'>;
  denyLabel?: string;
  /** A queue's own filter beside the status filter, sent as a query parameter of its name. */
  filter?: QueueFilter;
  /** Above the list, e.g. the blog post tools. */
  children?: ReactNode;
}

export interface QueueFilter {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function QueuePanel<K extends QueueKind>(props: QueuePanelProps<K>) {
  const { kind, statuses, denyMode = 'deny', denyLabel = 'Deny' } = props;
  const state = useQueueState();
  const { filter } = props;
  const list = useQueue(kind, filter ? { ...state.query, [filter.name]: filter.value } : state.query);
  const flow = useDecisionFlow(kind, props.copy);
  const [viewing, setViewing] = useState<QueueItem<K> | null>(null);

  const items = (list.data?.items ?? []) as QueueItem<K>[];
  const start = (item: QueueItem<K>, mode: Exclude<DecisionMode, 'withdraw' | 'verify'>) => {
    setViewing(null);
    flow.start({ id: item.id, mode, ...props.describe(item) });
  };
  const decisionBox = (item: QueueItem<K>) => {
    const decision = props.decision(item);
    return decision && <DecisionBox {...decision} />;
  };
  const shown = viewing ? props.details(viewing, decisionBox(viewing)) : null;
  const emptyText = props.empty(state.status, Boolean(state.query.q));

  return (
    <section className="grid gap-5" aria-labelledby={`${kind}-heading`}>
      <div className="grid gap-1">
        <h2 id={`${kind}-heading`} className="text-2xl text-espresso">
          {props.title}
        </h2>
        <p className="text-sm text-muted-foreground">{props.intro}</p>
      </div>
      {filter && (
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={`${kind}-${filter.name}`}>{filter.label}</Label>
          <NativeSelect
            id={`${kind}-${filter.name}`}
            className="w-56"
            value={filter.value}
            onChange={(e) => {
              state.setOffset(0);
              filter.onChange(e.target.value);
            }}
          >
            {filter.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <QueueToolbar
        statuses={statuses}
        status={state.status}
        onStatus={state.setStatus}
        counts={list.data?.counts}
        search={state.search}
        onSearch={state.setSearch}
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
      />
      <PagedList
        query={list}
        loading={{ label: `Loading ${props.title.toLowerCase()}` }}
        empty={{ title: emptyText.title, text: emptyText.text }}
        page={{ offset: state.query.offset, limit: state.query.limit, onChange: state.setOffset }}
      >
        {() => (
          <div className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching}>
            {items.map((item) => {
              const decision = props.decision(item);
              return props.card(item, {
                onView: () => setViewing(item),
                onApprove: () => start(item, 'approve'),
                onDeny: () => start(item, denyMode),
                denyLabel,
                busy: flow.busyId === item.id,
                footnote: decision && <DecisionNote {...decision} />,
              });
            })}
          </div>
        )}
      </PagedList>
      {props.children}
      <DetailsDialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={shown?.title ?? ''}
        description={shown?.description}
        status={viewing?.status ?? ''}
        onApprove={viewing ? () => start(viewing, 'approve') : undefined}
        onDeny={viewing ? () => start(viewing, denyMode) : undefined}
        denyLabel={denyLabel}
      >
        {shown?.body}
      </DetailsDialog>
      <DecisionDialog {...flow.dialog} />
    </section>
  );
}
