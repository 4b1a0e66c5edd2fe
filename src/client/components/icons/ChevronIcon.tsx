import { Icon } from './Icon';

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon width="22" height="22" strokeWidth="2.5">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Icon>
  );
}
