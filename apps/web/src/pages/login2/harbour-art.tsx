/** A container ship leaving a quay under a route arc: decorative, hidden from screen readers. */
export function HarbourArt() {
  return (
    <svg
      className="tl-login2-svg"
      viewBox="0 0 480 260"
      aria-hidden="true"
      preserveAspectRatio="xMidYMax meet"
    >
      <path d="M40 120 Q 240 10 440 110" fill="none" stroke="#7fb2ff" strokeWidth="2" strokeDasharray="6 8" />
      <circle cx="40" cy="120" r="6" fill="#f0a04b" />
      <circle cx="440" cy="110" r="6" fill="#7fb2ff" />
      <rect x="20" y="170" width="90" height="60" fill="#13336e" />
      <rect x="30" y="120" width="8" height="50" fill="#f0a04b" />
      <path d="M34 124 h60 v6 h-60z" fill="#f0a04b" />
      <path d="M88 130 v20" stroke="#cfe0ff" strokeWidth="2" />
      <g>
        <rect x="190" y="150" width="34" height="22" rx="2" fill="#f0a04b" />
        <rect x="226" y="150" width="34" height="22" rx="2" fill="#7fb2ff" />
        <rect x="262" y="150" width="34" height="22" rx="2" fill="#ffffff" />
        <rect x="208" y="126" width="34" height="22" rx="2" fill="#ffffff" />
        <rect x="244" y="126" width="34" height="22" rx="2" fill="#f0a04b" />
        <rect x="310" y="128" width="22" height="44" rx="2" fill="#cfe0ff" />
        <path d="M160 174 h200 l-24 34 h-156 z" fill="#0a1a3a" />
      </g>
      <path
        d="M0 214 q 30 -10 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 v 46 h -480 z"
        fill="#0e2a5c"
      />
      <path
        d="M0 232 q 30 -10 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 t 60 0 v 28 h -480 z"
        fill="#0a214b"
      />
    </svg>
  );
}
