/** Word mark: a container stack on a hull. Decorative, so hidden from screen readers. */
export function Logo() {
  return (
    <span className="tl-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1647b8" />
        <path d="M6 19h20l-3.5 6h-13z" fill="#fff" />
        <rect x="9" y="12" width="6" height="6" rx="1" fill="#7fb2ff" />
        <rect x="16" y="8" width="6" height="10" rx="1" fill="#fff" />
      </svg>
      <span className="tl-logo-text">Tracklane</span>
    </span>
  );
}
