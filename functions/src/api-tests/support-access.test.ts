// Support routes belong to the `volunteers` group: members, the post's own parties and visitors all
// get 403 on every one of them, and nothing is read, recorded or changed.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { listSupportReads } from '../store/support-audit.ts';
import { call, type Member, member, volunteer } from './client.ts';
import { wishlistAt } from './lifecycles.ts';

const supportRoutes = routes.filter((r) => r.path.startsWith('/api/support/'));

let owner: Member;
let giver: Member;
let postId: string;

beforeAll(async () => {
  owner = member('Olive Owner');
  giver = member('Gus Giver');
  postId = await wishlistAt('confirmed', owner, giver);
});

function request(route: (typeof supportRoutes)[number]) {
  const path = route.path.replace('{id}', postId).replace('{uid}', owner.uid);
  const body =
    route.method === 'POST'
      ? { type: 'reopen', reason: 'Giver never shipped' }
      : route.method === 'PATCH'
        ? { status: 'resolved' }
        : undefined;
  const query =
    route.path.endsWith('/members') || route.path.endsWith('/export') ? '?email=olive%40example.com' : '';
  return { method: route.method, path: `${path}${query}`, body };
}

describe('support routes refuse everyone but volunteers', () => {
  it('covers every support route of the route table', () => {
    expect(supportRoutes.map((r) => r.handler).sort()).toEqual([
      'support-actions',
      'support-contact-list',
      'support-contact-update',
      'support-events',
      'support-impact',
      'support-meeting-places-add',
      'support-meeting-places-list',
      'support-meeting-places-retire',
      'support-member-export',
      'support-member-posts',
      'support-member-suspend',
      'support-reports',
    ]);
  });

  const personas = ['visitor', 'member', 'owner', 'giver'] as const;
  for (const route of supportRoutes) {
    for (const persona of personas) {
      it(`${route.method} ${route.path} -> 403 for a ${persona}`, async () => {
        const token =
          persona === 'visitor'
            ? undefined
            : persona === 'member'
              ? member('Max Member').token
              : persona === 'owner'
                ? owner.token
                : giver.token;
        const { method, path, body } = request(route);
        const answer = await call(method, path, { token, body });
        expect(answer.status).toBe(403);
        expect(answer.body.error).toEqual({ code: 'FORBIDDEN', message: messages.support.volunteersOnly });
      });
    }
  }

  it('left the post untouched and recorded no read', async () => {
    const detail = await call('GET', `/api/wishlists/${postId}`, { token: owner.token });
    expect(detail.body.status).toBe('confirmed');
    expect(detail.body.version).toBe(3);
    expect(await listSupportReads(postId)).toEqual([]);
  });

  it('lets a volunteer through (the same routes answer 200)', async () => {
    const val = volunteer('Val Volunteer');
    const events = await call('GET', `/api/support/posts/${postId}/events`, { token: val.token });
    expect(events.status).toBe(200);
    const inbox = await call('GET', '/api/support/contact', { token: val.token });
    expect(inbox.status).toBe(200);
  });
});
