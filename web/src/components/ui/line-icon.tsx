// The app's line icons: one path on a 24-unit grid, drawn in the text's colour and hidden from screen
// readers (the button around it carries the name).

/** The cross of every close button. */
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18';

export function LineIcon({ path, className = 'size-6' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
