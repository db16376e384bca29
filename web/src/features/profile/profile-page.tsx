import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewerKey } from '../../api/bff-query.js';
import { PageLoading } from '../../ui/page-loading.js';
import { profileQuery } from '../auth/auth-api.js';
import { useAuth } from '../auth/use-auth.js';
import { DeleteAccount } from './delete-account.js';
import { ProfileSubscription } from './profile-subscription.js';
import './profile-page.css';

export default function ProfilePage() {
  const { logout, token } = useAuth();
  const navigate = useNavigate();
  // Read again whenever the screen opens (the header's copy may be from the start of the visit).
  const query = useQuery({ ...profileQuery(useViewerKey()), refetchOnMount: 'always' });
  const [loggingOut, setLoggingOut] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // The guard let this screen open with a token: none now means the API called it invalid and it was
  // forgotten (auth-provider.tsx), which is the profile failing as much as an error answer is, unless
  // the reader just deleted the account (then the token went with it, and home is where they go).
  const failed = !deleted && (query.isError || token === null);

  useEffect(() => {
    // Spec §2: a profile that cannot be fetched sends the user to log in again.
    if (failed) void navigate('/login', { replace: true });
  }, [failed, navigate]);

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    await navigate('/login');
  }

  async function handleDeleted() {
    setDeleted(true);
    // The token ended with the account: forgetting it here is all that is left of signing out.
    await logout();
    await navigate('/', { replace: true });
  }

  const profile = query.data;
  if (!profile || failed) return <PageLoading />;

  return (
    <div className="profile">
      <section className="profile__card" aria-labelledby="profile-title">
        <header className="profile__header">
          <span className="profile__avatar" aria-hidden="true">
            {profile.username.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <h1 id="profile-title">Profile</h1>
            <p className="profile__subtitle">Your account details</p>
          </div>
        </header>
        <dl className="profile__details">
          <div>
            <dt>Username</dt>
            <dd>{profile.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          {profile.first_name ? (
            <div>
              <dt>First Name</dt>
              <dd>{profile.first_name}</dd>
            </div>
          ) : null}
          {profile.last_name ? (
            <div>
              <dt>Last Name</dt>
              <dd>{profile.last_name}</dd>
            </div>
          ) : null}
        </dl>
        <button
          type="button"
          className="button button--ghost profile__logout"
          onClick={handleLogout}
          disabled={loggingOut}
          aria-busy={loggingOut}
        >
          {loggingOut ? 'Processing...' : 'Logout'}
        </button>
      </section>
      <ProfileSubscription />
      <DeleteAccount onDeleted={handleDeleted} />
    </div>
  );
}
