import { NavLink } from 'react-router';

const mainMenuLinks = [
  { label: 'Home', to: '/' },
  { label: 'Portfolios', to: '/invest/portfolios' },
  { label: 'Team', to: '/team' },
  { label: 'About', to: '/about' },
  { label: 'Pricing', to: '/pricing' },
];

export function MainMenu() {
  return (
    <ul className="main-menu">
      {mainMenuLinks.map((link) => (
        <li key={link.to}>
          <NavLink className="main-menu__link" to={link.to} end={link.to === '/'}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
