import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/use-auth.js';
import { HeaderSubscriptionAction } from '../../features/billing/status/header-subscription-action.js';
import { MyCatalystsLink } from '../../features/my-catalysts/my-catalysts-link.js';

/**
 * Spec §2/§6: members see Profile, Subscribe (as fits their subscription), Logout, and subscribers My catalysts
 * (issue 21); visitors see Login and Get Started.
 */
export function AccountMenu() {
  const { isAuthenticated, loading, logout } = useAuth();
  const navigate = useNavigate();

  // While a stored token is being checked, show neither set rather than flash the wrong one.
  if (loading) return <ul className="account-menu" aria-busy="true" />;

  if (!isAuthenticated) {
    return (
      <ul className="account-menu">
        <li>
          <NavLink className="main-menu__link" to="/login">
            Login
          </NavLink>
        </li>
        <li>
          <Link className="button button--primary button--small" to="/register">
            Get Started
          </Link>
        </li>
      </ul>
    );
  }

  async function handleLogout() {
    await logout();
    await navigate('/login');
  }

  return (
    <ul className="account-menu">
      <MyCatalystsLink />
      <li>
        <NavLink className="main-menu__link" to="/profile">
          Profile
        </NavLink>
      </li>
      <HeaderSubscriptionAction />
      <li>
        <button type="button" className="main-menu__link main-menu__button" onClick={handleLogout}>
          Logout
        </button>
      </li>
    </ul>
  );
}
