import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/**
 * One chart with what it says in words: a title, a sentence anyone (and a screen reader) can
 * read, the picture (hidden from assistive technology, which gets the table instead) and the
 * same numbers as a table behind 'Show as a table'.
 */
export function ChartCard({
  id,
  title,
  summary,
  table,
  className,
  chartClassName = "h-52",
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  table: ReactNode;
  className?: string;
  chartClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5", className)}
    >
      <h2 id={`${id}-title`} className="font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{summary}</p>
      <div aria-hidden className={cn("mt-4", chartClassName)}>
        {children}
      </div>
      <details className="group mt-3">
        <summary className="inline-flex h-9 cursor-pointer items-center rounded-lg px-1 text-sm font-medium text-muted hover:text-ink">
          Show as a table
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </section>
  );
}

/** The table behind a chart: a caption and two columns. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, number | string][];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-1.5 font-medium">
            {head[0]}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-line/60 last:border-0">
            <th scope="row" className="py-1.5 text-left font-normal">
              {label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
