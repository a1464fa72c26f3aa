import { messages } from '@bookwish/shared/domain/messages';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstError, firstErrorField } from './form-fields.tsx';

// Make a Wish checks the title, then the destination, then link and price, though the page shows the
// purchase link above the destination: the alert and the cursor follow the check order, not the page's.
const order = ['title', 'destination', 'purchaseLink', 'price'];

describe('the first error of a form', () => {
  it('is the first field in error in the check order, whatever order the errors came in', () => {
    const errors = {
      purchaseLink: { type: 'custom', message: messages.wishlist.linkAndPriceRequired },
      destination: { type: 'custom', message: messages.wishlist.destinationRequired },
    } as FieldErrors;
    expect(firstErrorField(errors, order)).toBe('destination');
    expect(firstError(errors, order)).toBe(messages.wishlist.destinationRequired);
  });

  it('skips a field whose error has no message, and is nothing when no field is in error', () => {
    const errors = {
      title: { type: 'custom', message: '' },
      price: { type: 'custom', message: messages.wishlist.linkAndPriceRequired },
    } as FieldErrors;
    expect(firstErrorField(errors, order)).toBe('price');
    expect(firstError(errors, order)).toBe(messages.wishlist.linkAndPriceRequired);
    expect(firstErrorField({}, order)).toBeUndefined();
    expect(firstError({}, order)).toBeNull();
  });
});
