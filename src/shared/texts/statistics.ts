/** An owner's statistics of one listing (docs/product.md#listing-statistics). */
export const statisticsTexts = {
  period: 'Last 30 days',
  views: 'Views',
  saves: 'Saves',
  messages: 'Messages',
  /** The chart's name: an image for screen readers, the table below holds its figures. */
  chart: 'Views per day, last 30 days',
  table: 'Views per day',
  day: 'Day',
  loadFailed: 'These statistics could not be loaded. Try again.',
};
