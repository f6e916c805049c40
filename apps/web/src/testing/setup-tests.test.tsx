import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The tests in this file run in order: each checks what the one before it left behind.
describe('each web test starts on a clean page', () => {
  let abandoned: Promise<unknown> | undefined;

  it('(a test that ends while its typing is still under way, as one that times out does)', async () => {
    const user = userEvent.setup();
    render(<input aria-label="First field" />);
    const field = screen.getByRole('textbox', { name: 'First field' });
    abandoned = user.type(field, 'x'.repeat(200)).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    await vi.waitFor(() => expect((field as HTMLInputElement).value.length).toBeGreaterThan(2));
  });

  it("does not get the previous test's typing in its own focused field", async () => {
    render(<input aria-label="Second field" autoFocus />);
    const field = screen.getByRole('textbox', { name: 'Second field' });
    expect(field).toHaveFocus();
    const outcome = await abandoned;
    expect(field).toHaveValue('');
    expect(outcome).toMatch(/belongs to a test that has already ended/);
  });

  it('(a test that leaves things in the document, the storage and fake timers on)', () => {
    document.body.append(document.createElement('aside'));
    document.documentElement.dataset.theme = 'dark';
    document.body.style.overflow = 'hidden';
    window.localStorage.setItem('left', 'behind');
    window.sessionStorage.setItem('left', 'behind');
    vi.useFakeTimers();
  });

  it('finds none of it', () => {
    expect(document.body.childElementCount).toBe(0);
    expect(document.documentElement.attributes).toHaveLength(0);
    expect(document.body.attributes).toHaveLength(0);
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(vi.isFakeTimers()).toBe(false);
  });
});
