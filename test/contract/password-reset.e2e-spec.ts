import { api, signedInAccount } from '../support/api.js';
import { resetLinkIn, waitForMail } from '../support/mailbox.js';

describe('password reset (Djoser with PASSWORD_RESET_CONFIRM_RETYPE)', () => {
  it('answers 204 for an unknown address too, and mails nothing', async () => {
    expect((await api('POST', '/auth/users/reset_password/', { body: { email: 'nobody-here@example.com' } })).status).toBe(204);
    await expect(waitForMail('nobody-here@example.com', 1500)).rejects.toThrow('no mail');
  });

  it('refuses a malformed address with Django’s message', async () => {
    expect(await api('POST', '/auth/users/reset_password/', { body: { email: 'nope' } })).toMatchObject({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
  });

  it('mails a single-use link that sets a new password and ends the old tokens', async () => {
    const { account, token } = await signedInAccount();
    expect((await api('POST', '/auth/users/reset_password/', { body: { email: account.email } })).status).toBe(204);
    const mail = await waitForMail(account.email);
    const { uid, token: resetToken, url } = resetLinkIn(mail.text);
    expect(url).toContain(`/reset-password/${uid}/${resetToken}`);

    const newPassword = 'Fresh-Catalyst-Password-9';
    const confirm = (body: Record<string, string>) => api('POST', '/auth/users/reset_password_confirm/', { body });

    expect(await confirm({ uid, token: resetToken, new_password: newPassword, re_new_password: 'different' })).toMatchObject({
      status: 400,
      body: { non_field_errors: ["The two password fields didn't match."] },
    });
    expect(await confirm({ uid, token: resetToken, new_password: 'short', re_new_password: 'short' })).toMatchObject({
      status: 400,
      body: { new_password: expect.arrayContaining(['This password is too short. It must contain at least 8 characters.']) },
    });
    expect(
      await confirm({ uid: 'MTIzNDU2Nzg5', token: resetToken, new_password: newPassword, re_new_password: newPassword }),
    ).toMatchObject({
      status: 400,
      body: { uid: ["Invalid user id or user doesn't exist."] },
    });
    expect(
      await confirm({ uid, token: 'abc-0123456789abcdef', new_password: newPassword, re_new_password: newPassword }),
    ).toMatchObject({
      status: 400,
      body: { token: ['Invalid token for given user.'] },
    });

    expect((await confirm({ uid, token: resetToken, new_password: newPassword, re_new_password: newPassword })).status).toBe(204);
    // Used once, it is dead.
    expect(await confirm({ uid, token: resetToken, new_password: newPassword, re_new_password: newPassword })).toMatchObject({
      status: 400,
      body: { token: ['Invalid token for given user.'] },
    });
    expect((await api('GET', '/usermanagement/profile/', { token })).status).toBe(401);
    const login = await api('POST', '/auth/token/login/', { body: { username: account.username, password: newPassword } });
    expect(login.status).toBe(200);
    expect(
      (await api('POST', '/auth/token/login/', { body: { username: account.username, password: account.password } })).status,
    ).toBe(400);
  });

  it('lists missing fields', async () => {
    const { status, body } = await api('POST', '/auth/users/reset_password_confirm/', { body: {} });
    expect(status).toBe(400);
    for (const field of ['uid', 'token', 'new_password', 're_new_password'])
      expect(body[field]).toEqual(['This field is required.']);
  });
});
