import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';
import { LockNowButton } from '@/features/app-lock/components/LockNowButton';
import { CrisisLink } from '@/features/crisis/components/CrisisLink';
import { paths } from '@/lib/paths';
import { useStickyHeight } from './use-sticky-height';

const areaLinks = [
  { to: paths.insight, label: 'Insight' },
  { to: paths.presence, label: 'Presence' },
  { to: paths.resonance, label: 'Resonance' },
] as const;

function isStarChartPath(pathname: string): boolean {
  return pathname.startsWith('/pro') || pathname.startsWith('/chart');
}

export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const starChartActive = isStarChartPath(pathname);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeight(headerRef);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    // Sticky (global.css): the crisis link stays in view while a long page is read (WCAG 3.2.6).
    <header
      ref={headerRef}
      className="site-header"
      onKeyDown={(event) => {
        // Escape closes an open menu as it closes any disclosure, and focus goes back to the button that opened it.
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }}
    >
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__brand" aria-label="Better Minds, home">
          <Logo size={32} />
          <span className="site-header__name">Better Minds</span>
        </Link>
        <CrisisLink />
        <LockNowButton />
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
        </button>
        <nav id={menuId} className="site-nav" data-open={menuOpen} aria-label="Main">
          <ul>
            {areaLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                to={paths.chartLogin}
                className={starChartActive ? 'site-nav__link active' : 'site-nav__link'}
                aria-current={starChartActive ? 'page' : undefined}
              >
                Star Chart
              </Link>
            </li>
            <li>
              <NavLink to={paths.about} className="site-nav__link">
                About
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
