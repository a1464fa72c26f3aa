// The post page shows a step's button or form only when the API's answer lists it, with the decider's
// reason when refused: the web never decides who may act.
import { messages } from '@bookwish/shared/domain/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PostView } from '../api/post-types.ts';
import { EndExchange } from './end-exchange.tsx';
import { OfferButton } from './offer-button.tsx';
import { formStep, reasonSteps } from './post-actions.ts';
import { RequestButton } from './request-button.tsx';

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

describe('forms and withdraw / decline follow the API', () => {
  it('picks the form of the allowed step only', () => {
    expect(formStep(wish([{ action: 'confirm', allowed: true }], 'offered'))).toBe('confirm');
    expect(
      formStep(wish([{ action: 'confirm', allowed: false, reason: messages.wishlist.onlyWisherConfirms }])),
    ).toBeNull();
    expect(formStep(treat([{ action: 'close', allowed: true }], 'shipped'))).toBe('close');
    expect(formStep(treat([]))).toBeNull();
  });

  it('offers withdraw or decline only when allowed', () => {
    expect(reasonSteps(wish([{ action: 'withdraw', allowed: true }], 'offered'))).toEqual(['withdraw']);
    expect(reasonSteps(treat([{ action: 'decline', allowed: true }], 'requested'))).toEqual(['decline']);
    const refused = wish(
      [
        { action: 'withdraw', allowed: false, reason: messages.wishlist.onlyGiverWithdraws },
        { action: 'decline', allowed: false, reason: messages.wishlist.onlyWisherDeclines },
      ],
      'offered',
    );
    expect(reasonSteps(refused)).toEqual([]);
    expect(renderToStaticMarkup(<EndExchange post={refused} />)).toBe('');
  });
});
