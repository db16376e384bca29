import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { FakeRoute } from '../../../testing/fake-fetch.js';
import { installFakeFetch } from '../../../testing/fake-fetch.js';
import { renderApp } from '../../../testing/render-app.js';
import { sitePage } from '../content-fixtures.test-helper.js';

const PAGE_API = 'GET /api/pages/contact-us/';
const CONTACT_API = 'POST /api/contact/';
const SENT = { sent: true, detail: 'Thank you, your message was sent. We reply within one business day.' };

async function openForm(contact: FakeRoute = { status: 201, body: SENT }) {
  const server = installFakeFetch({
    [PAGE_API]: { body: sitePage('contact-us', { title: 'Contact Us' }) },
    [CONTACT_API]: contact,
  });
  const app = renderApp('/contact-us');
  const form = within(await screen.findByRole('region', { name: 'Send us a message' }));
  return { ...app, server, form };
}

async function fillIn(app: Awaited<ReturnType<typeof openForm>>) {
  const { user, form } = app;
  await user.type(form.getByLabelText('Name'), 'Pat Trader');
  await user.type(form.getByLabelText('Email'), 'pat@example.com');
  await user.selectOptions(form.getByLabelText('Topic'), 'data');
  await user.type(form.getByLabelText('Message'), 'The FDA calendar shows no PDUFA date for this drug.');
}

describe('/contact-us', () => {
  it('shows the page text and the support address', async () => {
    await openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@marketcatalysts.example' })).toHaveAttribute(
      'href',
      'mailto:support@marketcatalysts.example',
    );
    expect(document.title).toBe('Contact Us · Market Catalysts');
  });

  it('checks every field before sending, with the message at the field', async () => {
    const app = await openForm();
    const { user, form, server } = app;

    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(server.requestsTo(CONTACT_API)).toHaveLength(0);
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription(
      'We reply to this address. Enter your email address, so we can reply.',
    );
    expect(form.getByLabelText('Topic')).toHaveAccessibleDescription('Choose what your message is about.');
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription('Write at least 10 characters.');

    await user.type(form.getByLabelText('Email'), 'pat@example');
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('We reply to this address. Enter a valid email address.');
    expect(server.requestsTo(CONTACT_API)).toHaveLength(0);
  });

  it('sends the message and says it was sent', async () => {
    const app = await openForm();
    await fillIn(app);
    await app.user.click(app.form.getByRole('button', { name: 'Send message' }));

    expect(await app.form.findByText(SENT.detail)).toHaveAttribute('role', 'status');
    expect(app.server.requestsTo(CONTACT_API)[0].body).toEqual({
      name: 'Pat Trader',
      email: 'pat@example.com',
      topic: 'data',
      message: 'The FDA calendar shows no PDUFA date for this drug.',
      website: '',
    });
    expect(app.form.getByLabelText('Name')).toHaveValue('');
  });

  it('has a honeypot field hidden from people and screen readers, whose value is sent as typed', async () => {
    const app = await openForm();
    const trap = screen
      .getByRole('region', { name: 'Send us a message' })
      .querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveValue('');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(app.form.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillIn(app);
    await app.user.type(trap, 'https://spam.example');
    await app.user.click(app.form.getByRole('button', { name: 'Send message' }));
    await app.form.findByText(SENT.detail);
    expect(app.server.requestsTo(CONTACT_API)[0].body).toMatchObject({ website: 'https://spam.example' });
  });

  it('shows the server’s field errors at their fields', async () => {
    const app = await openForm({
      status: 400,
      body: { email: ['Enter a valid email address.'], message: ['Ensure this field has no more than 5000 characters.'] },
    });
    await fillIn(app);
    await app.user.click(app.form.getByRole('button', { name: 'Send message' }));

    expect(await app.form.findByText('Ensure this field has no more than 5000 characters.')).toBeInTheDocument();
    expect(app.form.getByLabelText('Email')).toHaveAccessibleDescription(
      'We reply to this address. Enter a valid email address.',
    );
    expect(app.form.getByLabelText('Name')).toHaveValue('Pat Trader');
  });

  it('tells the user to wait when the rate limit answers', async () => {
    const app = await openForm({ status: 429, body: { detail: 'Request was throttled. Expected available in 540 seconds.' } });
    await fillIn(app);
    await app.user.click(app.form.getByRole('button', { name: 'Send message' }));

    expect(await app.form.findByText('Request was throttled. Expected available in 540 seconds.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('offers the support address when the message could not be sent', async () => {
    const app = await openForm('network-error');
    await screen.findByRole('link', { name: 'support@marketcatalysts.example' });
    await fillIn(app);
    await app.user.click(app.form.getByRole('button', { name: 'Send message' }));

    expect(
      await app.form.findByText(
        'Your message could not be sent. Check your connection and try again or write to support@marketcatalysts.example.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the form usable when the page text cannot be loaded', async () => {
    installFakeFetch({ [PAGE_API]: { status: 503, body: { detail: 'Service temporarily unavailable.' } } });
    renderApp('/contact-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
