// The site's line icons, drawn on a 24-unit grid with the current text colour: decorative (aria-hidden),
// the text beside them says what they mean.
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const StarIcon = () => (
  <Icon className="icon--star">
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6L12 16.8l-5.4 2.8 1.1-6L3.2 9.4l6.1-.8z" fill="currentColor" />
  </Icon>
);
export const CalendarCheckIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4m-7.5 8.2 2.3 2.3 4.7-4.7" />
  </Icon>
);
export const AssistanceIcon = () => (
  <Icon>
    <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </Icon>
);
export const TagIcon = () => (
  <Icon>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);
export const ArrowIcon = () => (
  <Icon className="icon--arrow">
    <path d="M5 12h14m-5-5 5 5-5 5" />
  </Icon>
);
export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const CarIcon = () => (
  <Icon>
    <path d="M3 16.5v-3.2l2-4.6A2 2 0 0 1 6.8 7.5h10.4a2 2 0 0 1 1.8 1.2l2 4.6v3.2" />
    <path d="M3 13.5h18M3 16.5h18" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);
export const HomeIcon = () => (
  <Icon>
    <path d="m3.5 11 8.5-7 8.5 7M6 9.5v10h12v-10" />
  </Icon>
);
