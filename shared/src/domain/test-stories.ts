// The members and the posted books the domain tests tell their stories with, written once: a test
// names the actors it needs and keeps local only the ones its story is about.

import type { Actor, TreatInput, WishlistInput } from './types.ts';

export const wisher: Actor = { uid: 'u-wisher', name: 'Wendy' };
export const giver: Actor = { uid: 'u-giver', name: 'Gary' };
export const stranger: Actor = { uid: 'u-stranger', name: 'Sam' };
export const volunteer: Actor = { uid: 'u-vol', name: 'Vera', volunteer: true };

export const wishInput: WishlistInput = {
  title: 'Matilda',
  author: '',
  coverURL: '',
  types: [],
  purchaseLink: 'https://books.example.ca/m',
  destination: 'Canada',
  price: 'CAD 15',
  message: '',
};

export const treatInput: TreatInput = {
  title: 'Dune',
  author: '',
  coverURL: '',
  types: [],
  shippingDestination: 'Canada',
  message: '',
};
