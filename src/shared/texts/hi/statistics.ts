import type { Catalogue } from '../catalogue';

/** An owner's statistics of one listing (docs/product.md#listing-statistics). */
export const statisticsTexts: Catalogue['statistics'] = {
  period: 'पिछले 30 दिन',
  views: 'व्यू',
  saves: 'सेव',
  messages: 'संदेश',
  /** The chart's name: an image for screen readers, the table below holds its figures. */
  chart: 'प्रति दिन व्यू, पिछले 30 दिन',
  table: 'प्रति दिन व्यू',
  day: 'दिन',
  loadFailed: 'ये आँकड़े लोड नहीं हो सके। फिर से कोशिश करें।',
};
