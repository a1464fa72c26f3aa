// The gratitude wall's texts, the wall choice at Book Received and the giving counts, from the
// catalogues (web.json, thanks.*), in the reader's language.
import { t } from '../../lib/i18n/i18n.ts';

export const thanksTexts = {
  get menuLabel() {
    return t('thanks.menuLabel');
  },
  get pageTitle() {
    return t('thanks.pageTitle');
  },
  get heading() {
    return t('thanks.heading');
  },
  get intro() {
    return t('thanks.intro');
  },
  get listLabel() {
    return t('thanks.listLabel');
  },
  get pagesLabel() {
    return t('thanks.pagesLabel');
  },
  get empty() {
    return t('thanks.empty');
  },
  get loadFailed() {
    return t('thanks.loadFailed');
  },
  get loading() {
    return t('thanks.loading');
  },
  get retry() {
    return t('thanks.retry');
  },
  get previous() {
    return t('thanks.previous');
  },
  get next() {
    return t('thanks.next');
  },
  page: (page: number) => t('thanks.page', { page }),
  thanked: (recipient: string, giver: string) => t('thanks.thanked', { recipient, giver }),
  get aReader() {
    return t('thanks.aReader');
  },
  get aGiver() {
    return t('thanks.aGiver');
  },
  photoAlt: (title: string) => t('thanks.photoAlt', { title }),
  receivedOn: (date: string) => t('thanks.receivedOn', { date }),
  readPost: (title: string) => t('thanks.readPost', { title }),
  get homeHeading() {
    return t('thanks.homeHeading');
  },
  get homeLoading() {
    return t('thanks.homeLoading');
  },
  get homeEmpty() {
    return t('thanks.homeEmpty');
  },
  get homeSeeAll() {
    return t('thanks.homeSeeAll');
  },
  get onReceiving() {
    return t('thanks.onReceiving');
  },
  get wallChoice() {
    return t('thanks.wallChoice');
  },
  get wallChoiceHint() {
    return t('thanks.wallChoiceHint');
  },
  get givingHeading() {
    return t('thanks.givingHeading');
  },
  get booksGiven() {
    return t('thanks.booksGiven');
  },
  get booksReceived() {
    return t('thanks.booksReceived');
  },
  get countsFailed() {
    return t('thanks.countsFailed');
  },
  get onWallHeading() {
    return t('thanks.onWallHeading');
  },
  get onWallNone() {
    return t('thanks.onWallNone');
  },
  get takeOff() {
    return t('thanks.takeOff');
  },
  /** The button's name for a screen reader, which names the post it takes off. */
  takeOffNamed: (title: string) => t('thanks.takeOffNamed', { title }),
  get takingOff() {
    return t('thanks.takingOff');
  },
  get takenOff() {
    return t('thanks.takenOff');
  },
  get takeOffFailed() {
    return t('thanks.takeOffFailed');
  },
};
