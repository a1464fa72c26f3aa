import type { ReactNode } from 'react';

/** The frame of a wishlist's or a treat's page: the cover column, the details beside it (below it on a
 * phone), then the rest. The served HTML of a post page paints this same frame with the post's cover
 * before the app runs (app/prerender.tsx, post shell), so it must stay the one place of this layout. */
export function PostFrame({
  cover,
  details,
  children,
}: {
  cover: ReactNode;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-5xl px-5 py-10">
      <div className="grid gap-8 md:grid-cols-[280px_1fr]">
        <div className="mx-auto w-full max-w-[280px]">{cover}</div>
        <div className="flex flex-col gap-4">{details}</div>
      </div>
      {children}
    </article>
  );
}
