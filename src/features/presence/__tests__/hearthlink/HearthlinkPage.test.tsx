// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/db/database';
import { expectSoundHeadings, renderPage } from '@/testing/page-checks';
import { HearthlinkPage } from '../../components/hearthlink/HearthlinkPage';

function addForm() {
  return within(screen.getByRole('region', { name: 'Add someone' }));
}

async function addContact(name: string, phone: string) {
  const form = addForm();
  fireEvent.change(form.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(form.getByLabelText('Phone number'), { target: { value: phone } });
  fireEvent.click(form.getByRole('button', { name: 'Add to Hearthlink' }));
  // Generous: the live query answers after the write commits, which takes a while on a loaded machine.
  return screen.findByRole('article', { name }, { timeout: 10_000 });
}

describe('Hearthlink', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await db.open();
    await db.hearthlinkContacts.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a phone no phone can dial with a clear message on the field, keeping what was typed', async () => {
    const { container } = await renderPage(<HearthlinkPage />);
    expectSoundHeadings(container, /^Hearthlink$/);
    const form = addForm();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(form.getByLabelText('Phone number'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to Hearthlink' }));
    const phone = form.getByLabelText('Phone number');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(document.activeElement).toBe(phone);
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/Use only digits/);
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect(await db.hearthlinkContacts.count()).toBe(0);
  });

  it('adds a contact with call and text links; the message can be picked, edited, and copied where sharing is missing', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderPage(<HearthlinkPage />);
    const card = within(await addContact('Bo', '555 0100'));
    expect(addForm().getByRole('status').textContent).toBe('Bo is now in your people, above.');
    expect((addForm().getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(card.getByRole('link', { name: 'Call Bo' }).getAttribute('href')).toBe('tel:5550100');
    fireEvent.click(card.getByRole('button', { name: 'I’m having a hard time, can we talk?' }));
    const text = card.getByRole('link', { name: 'Text Bo' });
    expect(text.getAttribute('href')).toBe('sms:5550100?body=I%E2%80%99m%20having%20a%20hard%20time%2C%20can%20we%20talk%3F');
    fireEvent.change(card.getByLabelText('Message to Bo'), { target: { value: 'Call me? #urgent & soon' } });
    expect(text.getAttribute('href')).toBe('sms:5550100?body=Call%20me%3F%20%23urgent%20%26%20soon');
    expect(card.queryByRole('button', { name: 'Share message' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Copy message' }));
    expect(await card.findByText('Copied. You can paste it into any app.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Call me? #urgent & soon');
  });

  it('offers the share sheet where the browser has one, and a closed sheet is not an error', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderPage(<HearthlinkPage />);
    const card = within(await addContact('Cy', '+44 7700 900123'));
    fireEvent.click(card.getByRole('button', { name: 'Share message' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ text: 'Can you call me when you can?' }), { timeout: 10_000 });
    expect(card.queryByText(/did not work/)).toBeNull();
  });

  it('changes, moves and removes a contact after asking', async () => {
    await renderPage(<HearthlinkPage />);
    await addContact('Ana', '555 0100');
    await addContact('Bo', '555 0101');
    fireEvent.click(screen.getByRole('button', { name: 'Move up Bo' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Bo', 'Ana']), {
      timeout: 10_000,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Change Ana' }));
    const ana = within(screen.getByRole('article', { name: 'Ana' }));
    fireEvent.change(ana.getByLabelText('Name'), { target: { value: 'Ana M' } });
    fireEvent.click(ana.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Ana M' }, { timeout: 10_000 })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bo' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove Bo?' })).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bo' })).toBeNull(), { timeout: 10_000 });
    expect((await db.hearthlinkContacts.toArray()).map((contact) => contact.name)).toEqual(['Ana M']);
  });
});
