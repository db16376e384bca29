import { api, signedInAccount } from '../support/api.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { resetLinkIn, waitForMail } from '../support/mailbox.js';

/** A visitor's account journeys in Chromium, through bff → NATS → identity → PostgreSQL → mail. */
describe('account journeys in the browser', () => {
  let session: BrowserSession;

  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session.close();
  });

  const mainMenu = () => session.page.getByRole('navigation', { name: 'Main' });

  it('logs in with an account made through the API: the header switches and the profile shows', async () => {
    const { page } = session;
    const { account } = await signedInAccount();
    await page.goto('/login');
    await mainMenu().getByRole('link', { name: 'Login' }).waitFor();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();

    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByText(account.email).waitFor();
    await mainMenu().getByRole('button', { name: 'Logout' }).waitFor();
    await expect(mainMenu().getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{40}$/);
  });

  it('logs out: the token is gone from the browser and from the server', async () => {
    const { page } = session;
    const { account } = await signedInAccount();
    await page.goto('/login');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/profile');
    const token = await page.evaluate(() => localStorage.getItem('token'));

    await mainMenu().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await mainMenu().getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await api('GET', '/usermanagement/profile/', { token: token! })).status).toBe(401);
  });

  it('sends a visitor on a guarded route to /restricted', async () => {
    const { page } = session;
    await page.goto('/profile');
    await page.waitForURL('**/restricted');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Sign Up' }).waitFor();
  });

  it('shows the not-found text on an unknown path', async () => {
    const { page } = session;
    await page.goto('/no-such-page-here');
    await page.getByText('404 - Page Not Found').waitFor();
  });

  it('resets a forgotten password through the emailed link, then logs in with it', async () => {
    const { page } = session;
    const { account } = await signedInAccount();
    await page.goto('/forgot-password');
    // The footer's newsletter form has an Email field too.
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please check your email for a link to reset your password.').waitFor();

    const { url } = resetLinkIn((await waitForMail(account.email)).text);
    await page.goto(new URL(url).pathname);
    const newPassword = 'Browser-Reset-Catalyst-7';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password has been successfully reset. Redirecting to login...').waitFor();
    const resetAt = Date.now();
    await page.waitForURL('**/login', { timeout: 10_000 });
    // The spec's delay is 3 seconds; the lower bound shows it was waited for.
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(2_500);

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/profile');
    await page.getByText(account.email).waitFor();
  });

  it('makes an old browser a visitor once a password reset ends its token (issue 19 §5)', async () => {
    const { page } = session;
    const { account, token } = await signedInAccount();
    // The old browser: signed in before the reset, under both keys the product has used.
    await page.goto('/');
    await page.evaluate((stored) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('authToken', stored);
    }, token);
    await page.goto('/earnings-calendar');
    await mainMenu().getByRole('button', { name: 'Logout' }).waitFor();

    // The password is reset elsewhere (another device): every token of the account ends.
    expect((await api('POST', '/auth/users/reset_password/', { body: { email: account.email } })).status).toBe(204);
    const { uid, token: resetToken } = resetLinkIn((await waitForMail(account.email)).text);
    const newPassword = 'Old-Browser-Catalyst-9';
    const confirmed = await api('POST', '/auth/users/reset_password_confirm/', {
      body: { uid, token: resetToken, new_password: newPassword, re_new_password: newPassword },
    });
    expect(confirmed.status).toBe(204);

    await page.goto('/earnings-calendar');
    await mainMenu().getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('heading', { name: 'You are seeing the free preview' }).waitFor();
    await expect(page.getByRole('link', { name: 'Subscribe for full access' }).first().getAttribute('href')).resolves.toBe(
      '/register',
    );
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('authToken')])).toEqual([null, null]);
  });
});
