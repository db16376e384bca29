import { DropdownMenu } from './dropdown-menu.js';
import { secondaryMenus } from './secondary-menus.js';
import './secondary-header.css';

/** Spec §9: following a secondary-header link scrolls the page down 100 px. */
const SECONDARY_LINK_SCROLL_PX = 100;

function scrollPastHeader() {
  window.scrollBy({ top: SECONDARY_LINK_SCROLL_PX, behavior: 'smooth' });
}

export function SecondaryHeader() {
  return (
    <nav className="secondary-header" aria-label="Sections">
      <ul className="secondary-header__menus">
        {secondaryMenus.map((menu) => (
          <DropdownMenu key={menu.label} menu={menu} onLinkClick={scrollPastHeader} />
        ))}
      </ul>
    </nav>
  );
}
