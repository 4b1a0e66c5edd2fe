/** Homestead's mark beside its name in the header: a white house on a rounded square. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M8 15.5 16 9l8 6.5V24h-5.5v-5h-5v5H8z" fill="#fff" />
    </svg>
  );
}
