/** Joins class names, skipping falsy ones. Small on purpose: no clsx/tailwind-merge in the home bundle. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
