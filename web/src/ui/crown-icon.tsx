/** A crown for VIP, drawn in currentColor like antd-mobile-icons (which has none). */
export function CrownIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M3 7.5l4.6 3.6L12 4l4.4 7.1L21 7.5l-1.9 10.1H4.9L3 7.5z" />
      <rect x="4.9" y="18.8" width="14.2" height="2" rx="1" />
    </svg>
  );
}
