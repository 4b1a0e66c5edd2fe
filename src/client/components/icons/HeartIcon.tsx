import { Icon } from './Icon';

/** A heart, filled once the home is saved. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.8-7.5 10.2-7.5 10.2z" />
    </Icon>
  );
}
