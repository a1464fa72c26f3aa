/** Upload progress, 0..1. A real progressbar for screen readers, with its percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-paper-deep"
      >
        <div className="h-full rounded-full bg-forest transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-end text-sm text-ink-soft tabular-nums">{percent}%</span>
    </div>
  );
}
