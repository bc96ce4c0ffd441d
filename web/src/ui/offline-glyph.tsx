/** Wi-Fi struck through, on a 24 × 24 grid in `currentColor`: no network (offline banner and state). */
export function OfflineGlyph() {
  return (
    <>
      <path
        d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="19" r="1.5" fill="currentColor" />
    </>
  );
}
