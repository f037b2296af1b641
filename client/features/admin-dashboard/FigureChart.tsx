import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  label: string;
  value: number;
}

interface FigureChartProps {
  points: ChartPoint[];
  /** How a value reads: `€12.50`, `3`. */
  format: (value: number) => string;
  /** What the chart shows, for screen readers, who get the figures from the table instead. */
  label: string;
}

/**
 * One figure over the period's hours or days. Colours come from the theme through CSS classes
 * (stroke and fill of recharts' own class names), so the chart reads in the light and dark themes.
 */
export function FigureChart({ points, format, label }: FigureChartProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className="h-36 w-full text-xs [&_.recharts-area-area]:fill-primary/15 [&_.recharts-area-curve]:stroke-highlight [&_.recharts-cartesian-axis-line]:stroke-border [&_.recharts-cartesian-axis-tick-line]:stroke-border [&_.recharts-cartesian-axis-tick-value]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border/70"
    >
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" tickLine={false} minTickGap={16} interval="preserveStartEnd" />
          <YAxis width={56} tickLine={false} axisLine={false} allowDecimals={false} tickFormatter={format} />
          <Tooltip content={({ active, payload, label: at }) => <ChartTooltip active={active} value={payload?.[0]?.value} at={String(at ?? '')} format={format} />} cursor={false} />
          <Area type="monotone" dataKey="value" strokeWidth={2} isAnimationActive={false} dot={false} activeDot={{ r: 3 }} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

function ChartTooltip({ active, value, at, format }: { active?: boolean; value: unknown; at: string; format: (value: number) => string }) {
  if (!active || value === undefined) return null;
  return (
    <div className="rounded-lg border border-border bg-card px-2.5 py-1.5 text-xs text-foreground shadow-md">
      <p className="text-muted-foreground">{at}</p>
      <p className="font-semibold tabular-nums">{format(Number(value))}</p>
    </div>
  );
}
