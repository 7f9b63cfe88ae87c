/** The mark: the letter ص (ṣarf, morphology) in a rounded square. Decorative; the link carries the name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b5d4b" />
      <path d="M9 25c4 0 6-1 8-4 2-3 5-6 9-6 3 0 5 2 5 4s-2 4-6 4H17m-8 1c0 3 2 5 5 5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="26" cy="11" r="1.8" fill="#f2c14e" />
    </svg>
  );
}
