// 404 (spec section 2): any unknown path, and /profile for a visitor.
import { messages } from '@bookwish/shared/domain/messages';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { buttonClasses } from './ui/button.tsx';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28">
      <title>{`${messages.pages.notFoundTitle} · Bookwish`}</title>
      <img
        src="/img/default-cover.svg"
        alt=""
        width="120"
        height="180"
        className="w-24 rotate-[-6deg] opacity-90"
      />
      <p className="mt-8 text-sm font-semibold tracking-wide text-brand-dark">404</p>
      <h1 className="mt-2 text-4xl font-semibold">{messages.pages.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-ink-soft">{messages.pages.notFoundText}</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-8' })}>
        {messages.pages.backToHome}
      </Link>
    </section>
  );
}
