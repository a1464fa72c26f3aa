// The post page shows a step's button or form only when the API's answer lists it, with the decider's
// reason when refused: the web never decides who may act.
import { messages } from '@bookwish/shared/domain/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PostView } from '../api/post-types.ts';
import { OfferButton } from './offer-button.tsx';
import { panelSteps } from './post-actions.ts';
import { RequestButton } from './request-button.tsx';
import { StepPanels } from './step-panels.tsx';

const wish = (actions: PostView<'wishlist'>['actions'], status = 'posted') =>
  ({ kind: 'wishlist', id: 'w1', status, version: 1, actions }) as unknown as PostView<'wishlist'>;
const treat = (actions: PostView<'treat'>['actions'], status = 'posted') =>
  ({ kind: 'treat', id: 't1', status, version: 1, actions }) as unknown as PostView<'treat'>;

const buttonNamed = (html: string, name: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].find((m) => m[2] === name);

describe('the main step button follows the API', () => {
  it('shows no Offer button when the answer does not list the offer step', () => {
    const html = renderToStaticMarkup(
      <OfferButton wishlist={wish([{ action: 'confirm', allowed: true }])} />,
    );
    expect(buttonNamed(html, 'Offer')).toBeUndefined();
  });

  it('shows an enabled Offer button when the offer step is allowed, whatever the status says', () => {
    const html = renderToStaticMarkup(
      <OfferButton wishlist={wish([{ action: 'offer', allowed: true }], 'fulfilled')} />,
    );
    const button = buttonNamed(html, 'Offer');
    expect(button).toBeDefined();
    expect(button?.[1]).not.toMatch(/ disabled=""/);
  });

  it('disables a refused step and shows the refusal beside it, whatever the status says', () => {
    const html = renderToStaticMarkup(
      <OfferButton
        wishlist={wish([{ action: 'offer', allowed: false, reason: messages.wishlist.endedBefore }])}
      />,
    );
    expect(buttonNamed(html, 'Offer')?.[1]).toMatch(/ disabled=""/);
    expect(html).toContain(messages.wishlist.endedBefore.replace(/'/g, '&#x27;'));
  });

  it('names the refusal as the disabled button’s description, for a screen reader', () => {
    for (const [html, name, reason] of [
      [
        renderToStaticMarkup(
          <OfferButton
            wishlist={wish([{ action: 'offer', allowed: false, reason: messages.wishlist.ownOffer }])}
          />,
        ),
        'Offer',
        messages.wishlist.ownOffer,
      ],
      [
        renderToStaticMarkup(
          <RequestButton
            treat={treat([{ action: 'request', allowed: false, reason: messages.treat.alreadyRequested }])}
          />,
        ),
        'Request',
        messages.treat.alreadyRequested,
      ],
    ] as const) {
      const describedBy = / aria-describedby="([^"]+)"/.exec(buttonNamed(html, name)?.[1] ?? '')?.[1];
      expect(describedBy, `${name}'s aria-describedby`).toBeDefined();
      const described = new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
      expect(described?.replace(/&#x27;/g, "'")).toBe(reason);
    }
  });

  it('keeps a visitor’s Offer button usable: the drawer asks them to sign in', () => {
    const html = renderToStaticMarkup(
      <OfferButton
        wishlist={wish([
          { action: 'offer', allowed: false, reason: messages.wishlist.signInToOffer, signIn: true },
        ])}
      />,
    );
    expect(buttonNamed(html, 'Offer')?.[1]).not.toMatch(/ disabled=""/);
    expect(html).not.toContain(messages.wishlist.signInToOffer);
  });

  it('shows the Request button only when listed', () => {
    expect(buttonNamed(renderToStaticMarkup(<RequestButton treat={treat([])} />), 'Request')).toBeUndefined();
    const html = renderToStaticMarkup(
      <RequestButton treat={treat([{ action: 'request', allowed: true }])} />,
    );
    expect(buttonNamed(html, 'Request')?.[1]).not.toMatch(/ disabled=""/);
  });
});

describe('the steps below the timeline follow the API and the registry', () => {
  const steps = (post: PostView<'wishlist'> | PostView<'treat'>) =>
    panelSteps(post).map(({ action, ui }) => `${action}:${ui}`);

  it('shows each allowed step on the screen the registry gives it, reason buttons first', () => {
    expect(steps(wish([{ action: 'confirm', allowed: true }], 'offered'))).toEqual(['confirm:address']);
    expect(steps(treat([{ action: 'ship', allowed: true }], 'requested'))).toEqual(['ship:parcel']);
    expect(steps(treat([{ action: 'close', allowed: true }], 'shipped'))).toEqual(['close:receipt']);
    // The wisher, once offered: accept with the address, or decline; both at once, the dialog's
    // button above the form as before.
    expect(
      steps(
        wish(
          [
            { action: 'offer', allowed: false, reason: messages.wishlist.alreadyOffered },
            { action: 'confirm', allowed: true },
            { action: 'withdraw', allowed: false, reason: messages.wishlist.onlyGiverWithdraws },
            { action: 'decline', allowed: true },
            { action: 'report', allowed: true },
          ],
          'offered',
        ),
      ),
    ).toEqual(['decline:reason', 'confirm:address']);
  });

  it('leaves out refused steps and the steps that have their own place (offer, request, report)', () => {
    expect(
      steps(wish([{ action: 'confirm', allowed: false, reason: messages.wishlist.onlyWisherConfirms }])),
    ).toEqual([]);
    expect(
      steps(
        treat([
          { action: 'request', allowed: true },
          { action: 'report', allowed: true },
        ]),
      ),
    ).toEqual([]);
    expect(steps(treat([]))).toEqual([]);
    const refused = wish(
      [
        { action: 'withdraw', allowed: false, reason: messages.wishlist.onlyGiverWithdraws },
        { action: 'decline', allowed: false, reason: messages.wishlist.onlyWisherDeclines },
      ],
      'offered',
    );
    expect(steps(refused)).toEqual([]);
    expect(renderToStaticMarkup(<StepPanels post={refused} />)).toBe('');
  });
});
