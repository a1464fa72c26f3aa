import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

/** Every string value in the catalogue, however deeply grouped. */
function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(allTexts);
  return [];
}

// Copied from the product spec, word for word: a catalogue edit that changes one of these fails here.
const specTexts = [
  'Page not found',
  "Sorry, we couldn't find the page you're looking for.",
  "Dive into a world of wishes and find a book you'd love to gift",
  'Are you absolutely sure? This action cannot be undone. Your post will be permanently deleted.',
  'Thank you for your generosity!',
  "Once confirmed by the recipient, their details will appear here. Don't forget to check back for updates.",
  'Waiting for an offer.',
  'Waiting for confirmation.',
  'Book has arrived!',
  'This wishlist has been fulfilled.',
  'Request Successful!',
  'Waiting for a request',
  'Waiting for shipping',
  'Book is on the way!',
  'This treat has been given.',
  'Please fill in all the fields. You can edit them at anytime after creating an account.',
  'To proceed with creating an account, please accept our Terms of Service and Privacy Policy.',
  'Please enter the title of the book.',
  'Please enter the country to which this book will be shipped.',
  'Please provide a link for others to purchase the book and include the total price with shipping fees.',
  'Please upload a book cover in PNG or JPG format.',
  'Please ensure your image is under 1MB.',
  'Please enter the countries you’re able to ship this book to.',
  'Please fill in the required field.',
  'Please sign in before requesting a book.',
  'Please sign in before offering to buy a book.',
  'Please upload an image in PNG or JPG format.',
  'Please enter the required fields.',
  'wrong file type',
  'img too big',
  'mismatch password',
  'Your account has been successfully created. Please check your email to verify your account.',
  'Your email and password do not match. You might have entered the wrong email address or the wrong password.',
  'Please provide a valid email address.',
  'Password reset instructions have been sent to your email. Please check your inbox and follow the provided steps. If you have not received the email, it may be due to the email address not being previously registered with us.',
  'The provided email is already in use by an existing user.',
  'Password must be at least 6 characters.',
  'An error occurred. Please try again. If the error persists, please feel free to contact us.',
  'An error occurred. Please try again. If the error persists, please email us instead.',
  'Something went wrong. Please try again or contact us for help if the error persists.',
  "Something went wrong. Please refresh the page or contact us if you're unable to see a valid address.",
  'Your email and password do not match. You might have entered the wrong password.',
  'Your wishlist is currently empty. Add your first book wish now!',
  "You haven't made any offer. Brighten someone's day by gifting a book!",
  "Your treat list is empty. Give a spare book to brighten someone's day!",
  'Something went wrong. Please refresh.',
  // Our own wording (self-offer, volunteers).
  "You can't offer on your own wishlist.",
  "You can't request your own treat.",
  'This post has an exchange in progress. Contact us if you need to cancel it.',
  'Someone has already offered to gift this book.',
  'This post was removed by our volunteers.',
];

describe('messages', () => {
  const texts = new Set(allTexts(messages));

  it.each(specTexts)('holds the spec text %j', (text) => {
    expect(texts.has(text)).toBe(true);
  });

  it('has no empty text and no stray whitespace', () => {
    for (const text of texts) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('formats length limits', () => {
    expect(messages.common.tooLong(300)).toBe('Please keep this under 300 characters.');
  });
});
