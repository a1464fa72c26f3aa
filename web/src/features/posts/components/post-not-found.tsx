import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError, loadErrorText } from '../../../lib/api.ts';

/** A detail page that could not load: the server's reason for a 404 (a volunteer takedown says so), else
 * the post's own "not found" text, or the generic one. */
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
  const text = notFound ? error.message || notFoundText : loadErrorText(error, fallbackText);
  return (
    <div className="mx-auto max-w-3xl px-5 py-16">
      <Alert>{text}</Alert>
      <Link to={backTo} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
        {backLabel}
      </Link>
    </div>
  );
}
