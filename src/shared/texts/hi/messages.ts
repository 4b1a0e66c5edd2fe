import type { Catalogue } from '../catalogue';
import { fill } from '../message';

/** Messages between people: /messages and a conversation's page (docs/product.md#messages-between-people). */
export const messageTexts: Catalogue['messages'] = {
  heading: 'संदेश',
  /** The list's accessible name. */
  conversations: 'बातचीत',
  empty: 'अभी तक कोई संदेश नहीं',
  /** On a conversation with messages the reader has not opened. */
  unread: 'बिना पढ़ा',
  /** The list item's line about the other person. */
  with: fill('{name} के साथ'),
  /** The start of the last message, when the reader wrote it. */
  youWrote: fill('आप: {text}'),
  loadMore: 'और लोड करें',
  loadFailed: 'आपके संदेश लोड नहीं हो सके। फिर से कोशिश करें।',
  conversation: {
    /** The thread's accessible name. */
    thread: fill('{name} के साथ संदेश'),
    /** The sender of one's own messages. */
    you: 'आप',
    reply: 'जवाब',
    send: 'भेजें',
    empty: 'कृपया संदेश लिखें',
    sendFailed: 'संदेश भेजा नहीं जा सका। फिर से कोशिश करें।',
    blocked: 'यह मालिक आपके संदेश स्वीकार नहीं करता',
    block: fill('{name} को ब्लॉक करें'),
    unblock: fill('{name} को अनब्लॉक करें'),
    blockFailed: 'यह बदला नहीं जा सका। फिर से कोशिश करें।',
    /** Read out when a message arrives while the page is open. */
    arrived: fill('{name} का नया संदेश: {text}'),
    loadFailed: 'यह बातचीत लोड नहीं हो सकी। फिर से कोशिश करें।',
  },
};
