import { useState } from 'react';
import { useLocation } from 'react-router';
import { AlertBell } from '../../features/alerts/alert-bell.js';
import { AccountMenu } from './account-menu.js';
import { MainMenu } from './main-menu.js';
import { SiteLogo } from './site-logo.js';
import { SymbolSearch } from './symbol-search.js';
import './site-header.css';

const NAVIGATION_ID = 'site-navigation';

export function SiteHeader() {
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on; any navigation closes it.
  const [menuOpenOnPath, setMenuOpenOnPath] = useState<string | null>(null);
  const menuOpen = menuOpenOnPath === pathname;

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <SiteLogo />
        <SymbolSearch />
        <AlertBell />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={NAVIGATION_ID}
          onClick={() => setMenuOpenOnPath(menuOpen ? null : pathname)}
        >
          <span className="visually-hidden">Menu</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <nav id={NAVIGATION_ID} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
          <MainMenu />
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
