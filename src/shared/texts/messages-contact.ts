/**
 * The texts of messages outside the messages pages (docs/product.md#messages-between-people):
 * "Send on Homestead" on the contact page, the profile's mail setting and the listing page's
 * reply time. The messages pages have their own (messages.ts).
 */
export const messagesContactTexts = {
  contact: {
    /** Beside "Send Message" (the mailto link), for a listed home of that landlord. */
    send: 'Send on Homestead',
    /** Under the buttons: what sending through the site means. */
    hint: 'Homestead passes your message on; neither of you sees the other’s e-mail address.',
    /** Toast. */
    sent: 'Message sent',
    /** The link to the conversation, kept in the page after the toast closes. */
    openConversation: 'Open conversation',
    empty: 'Please write a message',
    dailyLimit: 'You have contacted many owners today. Please try again tomorrow.',
    blocked: 'This owner does not accept your messages',
    failed: 'The message could not be sent. Please try again.',
  },
  profile: {
    /** The checkbox turning the "New message about …" mails off and on. */
    messageMails: 'E-mail me about new messages',
    /** Toast. */
    saveFailed: 'The setting could not be saved. Please try again.',
  },
  /** Near "Contact Land Owner", by the owner's median time to a first reply. */
  replyTime: {
    hour: 'Usually replies within an hour',
    day: 'Usually replies within a day',
    days: 'Usually replies within a few days',
  },
};
