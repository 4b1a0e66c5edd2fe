import { Icon } from './Icon';

// The chevrons are ChevronIcon's too. Drawn here again on purpose: were the image tiles to
// import ChevronIcon, it would leave the Carousel's chunk for one of its own, a file more on
// the first visit.
const paths = {
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  earlier: 'm15 18-6-6 6-6',
  later: 'm9 18 6-6-6-6',
  remove: 'M6 6l12 12M18 6 6 18',
  /** Marked rented or sold: done. */
  close: 'M20 6 9 17l-5-5',
  /** Listed again: round once more. */
  relist: 'M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5',
  /** Renewed: round once more, and the clock's hands. */
  renew: 'M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3v5h5M12 7v5l3 2',
  /** Its statistics: three bars on a baseline. */
  statistics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
};

/** The 22 px icon of a button that acts on one item (a listing, a chosen image). */
export function ActionIcon({ action }: { action: keyof typeof paths }) {
  // The small arrows and the cross are drawn heavier to read as well as the larger shapes.
  const heavy = ['earlier', 'later', 'remove'].includes(action);
  return (
    <Icon width="22" height="22" strokeWidth={heavy ? '2.5' : '2'}>
      <path d={paths[action]} />
    </Icon>
  );
}
