import type { SVGProps } from 'react';
import type { SocialNetwork } from '../lib/shop-details';

/** Outline brand marks drawn in lucide's style (lucide no longer ships brand icons). Decorative: label the link. */
export function SocialIcon({ network, ...props }: { network: SocialNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {network === 'Instagram' ? (
        <>
          <rect x="2" y="2" width="20" height="20" rx="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <path d="M17.5 6.5h.01" />
        </>
      ) : network === 'Facebook' ? (
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      ) : (
        <path d="M9 12a4 4 0 1 0 4 4V2h3a5 5 0 0 0 5 5" />
      )}
    </svg>
  );
}
