import { useId } from 'react';

interface LogoProps {
  /** Width and height in CSS pixels. Defaults to 40. */
  size?: number;
  /** Accessible name. Without it the logo is decorative and hidden from assistive technology. */
  title?: string;
}

/**
 * The Better Minds mark: a rounded square holding a small sprout that rises from a gentle arc.
 * Colours come from the theme tokens, so the mark follows the dark and light themes.
 */
export function Logo({ size = 40, title }: LogoProps) {
  const titleId = useId();
  const labelled = Boolean(title);

  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {labelled ? <title id={titleId}>{title}</title> : null}
      {/* Classes, not style attributes: the prerendered HTML's style attributes would be refused by the CSP. */}
      <rect x="2" y="2" width="44" height="44" rx="14" className="logo-tile" />
      <g className="logo-stroke">
        {/* the gentle arc: steady ground */}
        <path d="M11 34 Q24 26 37 34" />
        {/* the stem */}
        <path d="M24 30.5 V19" />
      </g>
      <g className="logo-leaves">
        {/* two leaves, one a little larger: growth at its own pace */}
        <path d="M24 22.5 C18.5 22.5 15 19.5 15 14.5 C20.5 14.5 24 17.5 24 22.5 Z" />
        <path d="M24 19.5 C24 14 27.5 10.5 33 10.5 C33 16 29.5 19.5 24 19.5 Z" />
      </g>
    </svg>
  );
}
