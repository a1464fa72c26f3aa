import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';

/** A detail page that could not load: the post's own "not found" text, or the generic one. */
export function PostLoadError({
  error,
  notFoundText,
  fallbackText,
  backTo,
  backLabel,
}: {
  error: unknown;
  notFoundText: string;
  fallbackText: string;
  backTo: string;
  backLabel: string;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-5 py-16">
      <Alert>{notFound ? notFoundText : fallbackText}</Alert>
      <Link to={backTo} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        {backLabel}
      </Link>
    </div>
  );
}
