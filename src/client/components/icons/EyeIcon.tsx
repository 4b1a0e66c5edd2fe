import { Icon } from './Icon';

/** An eye, struck through while the password shows (the toggle then hides it). */
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <Icon width="22" height="22">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M4 4l16 16" />}
    </Icon>
  );
}
