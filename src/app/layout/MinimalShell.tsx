import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import { LockNowButton } from '@/features/app-lock/components/LockNowButton';
import { CrisisLink } from '@/features/crisis/components/CrisisLink';
import { paths } from '@/lib/paths';
import { useStickyHeight } from './use-sticky-height';

/** The bar for screens outside the main layout: still one step from home and from crisis help, and a skip link to
 * the main content first, as in the main layout. */
export function MinimalShell({ children }: { children: ReactNode }) {
  const barRef = useRef<HTMLElement>(null);
  useStickyHeight(barRef);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Sticky, as in the main layout: crisis help stays in view on a long shared journey. */}
      <header ref={barRef} className="minimal-shell__bar">
        <Link to={paths.home} className="site-header__brand" aria-label="Better Minds, home">
          <Logo size={28} />
          <span className="site-header__name">Better Minds</span>
        </Link>
        <CrisisLink />
        <LockNowButton />
      </header>
      <main id="main" className="minimal-shell__main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
