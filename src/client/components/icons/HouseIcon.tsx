/** A filled house, on the "Sell or Rent your home" link. */
export function HouseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3 11.5 12 4l9 7.5V21h-6.5v-6h-5v6H3z" fill="currentColor" />
    </svg>
  );
}
