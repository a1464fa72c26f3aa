// Email notifications in Account Setting: three switches, saved as soon as they change. The unsubscribe
// link in every email turns the same settings off.
import { messages } from '@bookwish/shared/domain/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { api, errorText } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface Prefs {
  turn: boolean;
  updates: boolean;
  alerts: boolean;
}

const OPTIONS: { key: keyof Prefs; label: string; hint: string }[] = [
  {
    key: 'turn',
    label: 'When it is my turn',
    hint: 'An offer or request arrived, an address was shared, a book is on its way.',
  },
  { key: 'updates', label: 'Updates', hint: 'A thank-you note arrived for a book you gave.' },
  {
    key: 'alerts',
    label: 'Book alerts',
    hint: 'A member is giving away a book on your wishlist.',
  },
];

export function EmailNotifications() {
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: queryKeys.notificationPrefs(),
    queryFn: () => api<Prefs>('/api/me/notifications'),
  });
  const save = useMutation({
    mutationFn: (change: Partial<Prefs>) =>
      api<Prefs>('/api/me/notifications', { method: 'PUT', body: change }),
    onSuccess: (next) => queryClient.setQueryData(queryKeys.notificationPrefs(), next),
  });

  return (
    <section aria-labelledby="email-notifications" className="rounded-card bg-white p-6 shadow-card">
      <h2 id="email-notifications" className="text-xl font-bold">
        Email notifications
      </h2>
      {prefs.isPending && <p className="mt-2 text-ink-soft">Loading your settings…</p>}
      {prefs.isError && <Alert>{errorText(prefs.error, messages.common.unexpected)}</Alert>}
      {prefs.data && (
        <fieldset className="mt-4 flex flex-col gap-3" disabled={save.isPending}>
          <legend className="sr-only">Email me</legend>
          {OPTIONS.map((option) => (
            <label key={option.key} className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={prefs.data[option.key]}
                onChange={(event) => save.mutate({ [option.key]: event.target.checked })}
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span className="block text-sm text-ink-soft">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && <Alert>{errorText(save.error, messages.common.unexpected)}</Alert>}
    </section>
  );
}
