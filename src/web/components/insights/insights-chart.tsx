// The days of a period as a chart (Recharts, loaded only with the insights): page visits as a line and the
// taps on Call, Directions, Website, Email and social links as bars. Recharts' accessibility layer makes
// the chart one stop for the keyboard: the arrow keys move from day to day and the tooltip reads it out.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useId } from 'react';
import { formatCount } from '@shared/format-count';
import { TAP_KINDS, type Insights } from '@shared/insights';
import { cn } from '@web/lib/utils';
import { longDay, shortDay } from './insight-days';

const VISITS = 'Page visits';
const TAPS = 'Calls, directions and other taps';

export default function InsightsChart({ insights, heightClass }: { insights: Insights; heightClass: string }) {
  const captionId = useId();
  const data = insights.daily.map((d) => ({ day: d.day, [VISITS]: d.visit, [TAPS]: TAP_KINDS.reduce((sum, kind) => sum + d[kind], 0) }));
  return (
    <figure aria-labelledby={captionId} className="grid gap-2" data-testid="insights-chart">
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        Page visits and taps each day. To read a day with the keyboard, move to the chart and use the left and right arrow keys.
      </figcaption>
      <div
        className={cn(
          'w-full rounded-xl border bg-background/60 p-2 [&_.recharts-surface:focus-visible]:outline-2 [&_.recharts-surface:focus-visible]:outline-ring',
          heightClass,
        )}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title={`Page visits and taps, ${insights.days} days`}>
            <CartesianGrid vertical={false} stroke="#e7dccb" />
            <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} tick={{ fontSize: 12, fill: '#5c4a3d' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#5c4a3d' }} />
            <Tooltip
              labelFormatter={(day) => longDay(String(day))}
              formatter={(value) => formatCount(Number(value))}
              contentStyle={{ borderRadius: 12, fontSize: 13 }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey={TAPS} fill="#d4a017" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line dataKey={VISITS} stroke="#c2410c" strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
