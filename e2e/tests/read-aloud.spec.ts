import { randomUUID } from 'node:crypto';
import { READ_ALOUD_MESSAGES } from '@quire/shared/messages/read-aloud';
import type { APIRequestContext, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, test } from '../fixtures';

/**
 * Replaces the browser's speech synthesis before the app loads: it records every utterance
 * (text and rate) and ends one only when the test says so, so each step is checked in turn.
 */
function stubSpeech(page: Page, { voices }: { voices: boolean }) {
  return page.addInitScript((withVoices: boolean) => {
    type Stubbed = {
      text: string;
      rate: number;
      lang: string;
      onend?: () => void;
      onerror?: (e: unknown) => void;
    };
    const spoken: { text: string; rate: number }[] = [];
    let current: Stubbed | null = null;
    const voiceList = withVoices
      ? [
          { name: 'Ada (English)', lang: 'en-GB', voiceURI: 'test-ada', default: true, localService: true },
          { name: 'Hugo (French)', lang: 'fr-FR', voiceURI: 'test-hugo', default: false, localService: true },
        ]
      : [];
    class Utterance {
      text: string;
      rate = 1;
      lang = '';
      voice: unknown = null;
      onend?: () => void;
      onerror?: (e: unknown) => void;
      constructor(text: string) {
        this.text = text;
      }
    }
    const synthesis = {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => voiceList,
      speak(utterance: Stubbed) {
        spoken.push({ text: utterance.text, rate: utterance.rate });
        current = utterance;
      },
      cancel() {
        const cancelled = current;
        current = null;
        if (cancelled) setTimeout(() => cancelled.onerror?.({ error: 'interrupted' }), 0);
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.assign(window, {
      __spoken: spoken,
      __finishUtterance: () => {
        const done = current;
        current = null;
        done?.onend?.();
      },
    });
  }, voices);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; rate: number }[] }).__spoken);
const spokenTexts = async (page: Page) => (await spoken(page)).map((entry) => entry.text);
const finishUtterance = (page: Page) =>
  page.evaluate(() => (window as unknown as { __finishUtterance: () => void }).__finishUtterance());
/** The text under the read-aloud highlight (CSS Custom Highlight API). */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const registry = CSS.highlights as unknown as Map<string, Iterable<Range>>;
    const highlight = registry.get('read-aloud');
    return highlight ? [...highlight].map((range) => range.toString()).join('') : null;
  });

async function createBook(request: APIRequestContext, user: E2EUser) {
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      title: `Listening Book ${randomUUID().slice(0, 6)}`,
      author: 'Vera Voice',
      isbn: `979${Date.now().toString().slice(-10)}`,
      publisher: 'Quiet Press',
      description: 'Two short chapters to hear.',
      chapters: [
        { title: 'Rain', content: 'The rain stopped. Mr. Hale looked up!\n\n"Is it over?" asked Wren.' },
        { title: 'Morning', content: 'Morning came early. The birds sang.' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string };
}

const player = (page: Page) => page.getByRole('region', { name: 'Read aloud' });

test.describe('read-aloud', () => {
  test('speaks sentence by sentence with the sentence highlighted, pauses, and goes on into chapter 2', async ({
    authedPage: page,
    user,
    request,
  }) => {
    await stubSpeech(page, { voices: true });
    const book = await createBook(request, user);
    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(page.getByRole('heading', { name: 'Rain' })).toBeVisible();

    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(player(page)).toBeVisible();
    await expect.poll(() => spokenTexts(page)).toEqual(['The rain stopped.']);
    await expect.poll(() => highlighted(page)).toBe('The rain stopped.');
    await expect(player(page).getByText('Sentence 1 of 3')).toBeVisible();

    await finishUtterance(page);
    await expect.poll(() => highlighted(page)).toBe('Mr. Hale looked up!');
    expect(await spokenTexts(page)).toEqual(['The rain stopped.', 'Mr. Hale looked up!']);

    // L pauses (nothing highlighted is lost) and resumes the same sentence from its start.
    await page.keyboard.press('l');
    await expect(player(page)).toHaveAttribute('data-read-aloud-status', 'paused');
    await expect(player(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await page.keyboard.press('l');
    await expect(player(page)).toHaveAttribute('data-read-aloud-status', 'playing');
    await expect
      .poll(() => spokenTexts(page))
      .toEqual(['The rain stopped.', 'Mr. Hale looked up!', 'Mr. Hale looked up!']);

    // The speed applies to the next utterance and is remembered on this device.
    await player(page).getByLabel('Speed').selectOption('1.5');
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: 'Mr. Hale looked up!', rate: 1.5 });

    await finishUtterance(page);
    await expect.poll(() => highlighted(page)).toBe('\u201cIs it over?\u201d asked Wren.');
    await expectAccessible(page);

    // The end of chapter 1 opens chapter 2 and reading goes on there.
    await finishUtterance(page);
    await expect(page.getByRole('heading', { name: 'Morning' })).toBeVisible();
    await expect(page).toHaveURL(/chapter=2/);
    await expect.poll(() => highlighted(page)).toBe('Morning came early.');
    await finishUtterance(page);
    await expect.poll(() => highlighted(page)).toBe('The birds sang.');
    await finishUtterance(page);
    await expect(player(page).getByText(READ_ALOUD_MESSAGES.finished)).toBeVisible();
    await expect.poll(() => highlighted(page)).toBeNull();
    expect((await spokenTexts(page)).slice(-3)).toEqual([
      '\u201cIs it over?\u201d asked Wren.',
      'Morning came early.',
      'The birds sang.',
    ]);

    await page.reload();
    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(player(page).getByLabel('Speed')).toHaveValue('1.5');
  });

  test('stops at the end of the chapter on that sleep timer', async ({ authedPage: page, user, request }) => {
    await stubSpeech(page, { voices: true });
    const book = await createBook(request, user);
    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await player(page).getByLabel('Sleep timer').selectOption('chapter');
    await player(page).getByRole('button', { name: 'Next sentence' }).click();
    await player(page).getByRole('button', { name: 'Next sentence' }).click();
    await expect.poll(() => highlighted(page)).toBe('\u201cIs it over?\u201d asked Wren.');
    await finishUtterance(page);
    await expect(player(page).getByText(READ_ALOUD_MESSAGES.sleeping)).toBeVisible();
    await expect(page).toHaveURL(/chapter=1/);
  });

  test('says so when the browser has no voices', async ({ authedPage: page, user, request }) => {
    await stubSpeech(page, { voices: false });
    const book = await createBook(request, user);
    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await page.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(player(page).getByRole('status')).toHaveText(READ_ALOUD_MESSAGES.noVoices);
    expect(await spokenTexts(page)).toEqual([]);
  });
});
