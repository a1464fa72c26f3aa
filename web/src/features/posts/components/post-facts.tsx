import type { ReactNode } from 'react';

/** The labelled fields of a post (Posted by, Price, Destination, ...). Empty ones are left out. */
export function PostFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {facts
        .filter(([, value]) => value !== '' && value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
