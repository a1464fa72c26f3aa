// POST /api/contact: anyone may write to the volunteers; a signed-in member's uid is attached by the
// API from the token.
import type { ContactBody } from '@bookwish/shared/domain/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api('/api/contact', { method: 'POST', body }),
  });
}
